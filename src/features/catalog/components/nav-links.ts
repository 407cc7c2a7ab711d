import type { CategoryNode } from '../../../shared/contracts/catalog'
import type { ContentData } from '../../../shared/contracts/content'

/**
 * One navigation entry (SPEC.md §3 Nav item: title, href, level); `search` carries the results page's
 * query (SPEC.md §2 header navigation). `level` 1: on the bar itself (promotions); 2: inside a group's panel.
 */
export type NavLink =
  | { kind: 'results'; label: string; level: 1 | 2; search: { categories?: string; news?: boolean } }
  | { kind: 'division'; label: string; level: 1 | 2; divisionId: string }
  | { kind: 'divisions'; label: string; level: 1 | 2 }

/**
 * A top-level entry (SPEC.md §3 Nav item): `links` are its children; `specialItems` the links that
 * are not a child but lead to all of them ("All", "All divisions"), shown last and set apart;
 * `modifier` the BEM modifier of its item (`main-nav__item--divisions`); `icon` the disclosure icon;
 * `level` 1, the bar itself.
 */
export type NavGroup = {
  id: string
  label: string
  level: 1
  icon: 'chevron'
  modifier: 'divisions' | 'category'
  links: NavLink[]
  specialItems: NavLink[]
}

type Labels = { all: string; allDivisions: string; divisions: string }

/** Divisions, then each top product group with its children and an 'all' link. */
export function buildNavGroups(divisions: ContentData['productDivisons'], categories: CategoryNode[], labels: Labels) {
  const groups: NavGroup[] = [
    {
      id: 'divisions',
      label: labels.divisions,
      level: 1,
      icon: 'chevron',
      modifier: 'divisions',
      links: divisions.map((d): NavLink => ({ kind: 'division', label: d.name, level: 2, divisionId: d.slug })),
      specialItems: [{ kind: 'divisions', label: labels.allDivisions, level: 2 }],
    },
  ]
  for (const category of categories.filter((c) => c.id !== 'U23')) {
    groups.push({
      id: category.id,
      label: category.name,
      level: 1,
      icon: 'chevron',
      modifier: 'category',
      links: category.children.map(
        (child): NavLink => ({ kind: 'results', label: child.name, level: 2, search: { categories: child.id } }),
      ),
      specialItems: [{ kind: 'results', label: labels.all, level: 2, search: { categories: category.id } }],
    })
  }
  return groups
}
