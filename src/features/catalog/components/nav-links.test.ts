import { describe, expect, it } from 'vitest'
import { buildNavGroups } from './nav-links'

const labels = { all: 'All', allDivisions: 'All divisions', divisions: 'Product divisions' }

describe('buildNavGroups (SPEC.md §3 Nav item)', () => {
  it('gives each group its level, icon, modifier, children and special items', () => {
    const groups = buildNavGroups(
      [{ name: 'Brakes', slug: 'brakes', image: '' }],
      [
        { id: 'B10', name: 'Braking', image: '', children: [{ id: 'B11', name: 'Discs', image: '', children: [] }] },
        { id: 'U23', name: 'Universal', image: '', children: [] },
      ],
      labels,
    )
    expect(groups).toEqual([
      {
        id: 'divisions',
        label: 'Product divisions',
        level: 1,
        icon: 'chevron',
        modifier: 'divisions',
        links: [{ kind: 'division', label: 'Brakes', level: 2, divisionId: 'brakes' }],
        specialItems: [{ kind: 'divisions', label: 'All divisions', level: 2 }],
      },
      {
        id: 'B10',
        label: 'Braking',
        level: 1,
        icon: 'chevron',
        modifier: 'category',
        links: [{ kind: 'results', label: 'Discs', level: 2, search: { categories: 'B11' } }],
        specialItems: [{ kind: 'results', label: 'All', level: 2, search: { categories: 'B10' } }],
      },
    ])
  })
})
