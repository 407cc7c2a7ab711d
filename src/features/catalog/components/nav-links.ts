import type { CategoryNode } from '../../../shared/contracts/catalog'
import type { ContentData } from '../../../shared/contracts/content'

/** One navigation entry; `search` carries the results page's query (SPEC.md §2 header navigation). */
export type NavLink =
  | { kind: 'results'; label: string; search: { categories?: string; news?: boolean } }
  | { kind: 'division'; label: string; divisionId: string }
  | { kind: 'divisions'; label: string }

export type NavGroup = { id: string; label: string; links: NavLink[] }

type Labels = { all: string; allDivisions: string; divisions: string }

/** Divisions, then each top product group with its children and an 'all' link. */
export function buildNavGroups(divisions: ContentData['productDivisons'], categories: CategoryNode[], labels: Labels) {
  const groups: NavGroup[] = [
    {
      id: 'divisions',
      label: labels.divisions,
      links: [
        ...divisions.map((d): NavLink => ({ kind: 'division', label: d.name, divisionId: d.slug })),
        { kind: 'divisions', label: labels.allDivisions },
      ],
    },
  ]
  for (const category of categories.filter((c) => c.id !== 'U23')) {
    groups.push({
      id: category.id,
      label: category.name,
      links: [
        ...category.children.map((child): NavLink => ({ kind: 'results', label: child.name, search: { categories: child.id } })),
        { kind: 'results', label: labels.all, search: { categories: category.id } },
      ],
    })
  }
  return groups
}
