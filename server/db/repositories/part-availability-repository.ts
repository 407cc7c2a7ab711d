import type { Db } from '../connect'

export type WarehouseStock = { warehouseId: string; name: string; quantity: number }

/** Stock per warehouse and the replacing part, for the availability check (catalogue tables, read only). */
export function createPartAvailabilityRepository(db: Db) {
  return {
    /** Keyed by '{vendorId}-{sku}'; every warehouse is listed, empty ones with 0. */
    async warehouses(refs: Array<{ vendorId: string; sku: string }>): Promise<Map<string, WarehouseStock[]>> {
      const byPart = new Map<string, WarehouseStock[]>()
      if (refs.length === 0) return byPart
      const rows = await db
        .selectFrom('parts as p')
        .innerJoin('part_stock as s', 's.part_id', 'p.id')
        .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
        .select(['p.vendor_id', 'p.sku', 'w.id as warehouseId', 'w.name', 's.quantity'])
        .where('p.sku', 'in', [...new Set(refs.map((ref) => ref.sku))])
        .orderBy('w.id')
        .execute()
      for (const row of rows) {
        const key = `${row.vendor_id}-${row.sku}`
        const list = byPart.get(key) ?? []
        list.push({ warehouseId: row.warehouseId, name: row.name, quantity: row.quantity })
        byPart.set(key, list)
      }
      return byPart
    },

    /** The part that replaces this one, when the catalogue names one (the part is then discontinued). */
    async replacementOf(ref: { vendorId: string; sku: string }): Promise<{ vendorId: string; sku: string } | null> {
      const row = await db
        .selectFrom('parts as p')
        .innerJoin('parts as r', 'r.sku', 'p.replaced_by_sku')
        .select(['r.vendor_id', 'r.sku'])
        .where('p.vendor_id', '=', ref.vendorId)
        .where('p.sku', '=', ref.sku)
        .executeTakeFirst()
      return row ? { vendorId: row.vendor_id, sku: row.sku } : null
    },
  }
}
