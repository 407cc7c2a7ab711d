import type { Language } from '../../src/shared/contracts/languages'

export type DesignationInfo = { id: number; categoryId: string; partCount: number; newCount: number; sort: number }

/** The snapshot's source rows, the same from either database (server/search/snapshot-rows.ts). */
export type SnapshotRows = {
  categories: Array<{ id: string; parent_id: string | null; sort: number }>
  categoryNames: Array<{ id: string; lang: string; name: string }>
  partTypes: Array<{ id: number; key: string }>
  makes: Array<{ id: string; name: string }>
  designations: Array<{ id: number; category_id: string; part_count: number; new_count: number }>
}

/**
 * The small, read-mostly part of the catalogue kept in memory by the search adapter: designations
 * with their part counts, category names and ancestry, part-type image keys and make names. A
 * few thousand rows at any catalogue size; it is what makes facets and paging cheap.
 */
export class CatalogSnapshot {
  readonly designations = new Map<number, DesignationInfo>()
  /** Designations in browsing order: by category position in the tree, then id. */
  readonly browseOrder: DesignationInfo[] = []
  readonly typeKeys = new Map<number, string>()
  readonly makeNames = new Map<string, string>()
  private readonly categoryNames = new Map<string, string>()
  private readonly ancestors = new Map<string, Set<string>>()

  constructor(rows: SnapshotRows) {
    const parents = new Map<string, { parent: string | null; sortKey: string }>()
    for (const row of rows.categories) {
      const parentKey = row.parent_id ? (parents.get(row.parent_id)?.sortKey ?? '') : ''
      parents.set(row.id, { parent: row.parent_id, sortKey: `${parentKey}${String(row.sort).padStart(3, '0')}` })
    }
    for (const id of parents.keys()) {
      const chain = new Set<string>()
      for (let at: string | null = id; at; at = parents.get(at)?.parent ?? null) chain.add(at)
      this.ancestors.set(id, chain)
    }
    for (const row of rows.categoryNames) {
      this.categoryNames.set(`${row.lang}:${row.id}`, row.name)
    }
    for (const row of rows.partTypes) {
      this.typeKeys.set(row.id, row.key)
    }
    for (const row of rows.makes) {
      this.makeNames.set(row.id, row.name)
    }
    for (const row of rows.designations) {
      const info = { id: row.id, categoryId: row.category_id, partCount: row.part_count, newCount: row.new_count, sort: 0 }
      this.designations.set(row.id, info)
      this.browseOrder.push(info)
    }
    const sortKey = (d: DesignationInfo) => parents.get(d.categoryId)?.sortKey ?? ''
    this.browseOrder.sort((a, b) => sortKey(a).localeCompare(sortKey(b)) || a.id - b.id)
  }

  categoryName(id: string, lang: Language): string {
    return this.categoryNames.get(`${lang}:${id}`) ?? id
  }

  /** True when the category is `ancestorId` or lies below it. */
  isWithin(categoryId: string, ancestorId: string): boolean {
    return this.ancestors.get(categoryId)?.has(ancestorId) ?? false
  }

  hasCategory(id: string): boolean {
    return this.ancestors.has(id)
  }
}
