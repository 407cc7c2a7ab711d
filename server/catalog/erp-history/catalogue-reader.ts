import type SQLite from 'better-sqlite3'

/** A catalogue part as the history needs it: what a line prints and what it weighs and costs. */
export type HistoryPart = {
  id: number
  sku: string
  vendorId: string
  name: string
  oeNumbers: string[]
  weightG: number
  listPriceCents: number
  /** The exchange unit's deposit per piece (Altteilpfand) in euro cents; 0 for a part without. */
  depositCents: number
}

export type HistoryVehicle = { id: number; vin: string; fittingPartIds: number[] }

/**
 * Reads parts and vehicles from the seeded catalogue by id with prepared statements; parts are
 * cached, so a buyer's favourites cost one lookup each however often they are ordered.
 */
export function createCatalogueReader(sqlite: SQLite.Database) {
  const bounds = sqlite.prepare('SELECT coalesce(max(id), 0) AS parts FROM parts').get() as { parts: number }
  const vehicles = sqlite.prepare('SELECT coalesce(max(id), 0) AS n FROM vehicles').get() as { n: number }
  const partById = sqlite.prepare(
    `SELECT p.id, p.sku, p.vendor_id AS vendorId, p.weight_g AS weightG, p.list_price_cents AS listPriceCents,
            p.deposit_cents AS depositCents,
            coalesce(n.name, d.name, p.sku) AS name
     FROM parts p
     LEFT JOIN designation_names n ON n.designation_id = p.designation_id AND n.lang = ?
     LEFT JOIN designation_names d ON d.designation_id = p.designation_id AND d.lang = 'de'
     WHERE p.id = ?`,
  )
  const oeOf = sqlite.prepare('SELECT reference_no FROM part_xrefs WHERE part_id = ? ORDER BY sort LIMIT 3').pluck()
  const vehicleById = sqlite.prepare('SELECT id, vin FROM vehicles WHERE id = ?')
  const fittingOf = sqlite.prepare('SELECT part_id FROM vehicle_parts WHERE vehicle_id = ? ORDER BY part_id').pluck()
  const cache = new Map<string, HistoryPart | null>()

  return {
    partCount: bounds.parts,
    vehicleCount: vehicles.n,

    part(id: number, language: string): HistoryPart | null {
      const key = `${language}:${id}`
      const cached = cache.get(key)
      if (cached !== undefined) return cached
      const row = partById.get(language, id) as Omit<HistoryPart, 'oeNumbers'> | undefined
      const part = row ? { ...row, oeNumbers: oeOf.all(id) as string[] } : null
      cache.set(key, part)
      return part
    },

    vehicle(id: number): HistoryVehicle | null {
      const row = vehicleById.get(id) as { id: number; vin: string } | undefined
      return row ? { ...row, fittingPartIds: fittingOf.all(id) as number[] } : null
    },
  }
}

export type CatalogueReader = ReturnType<typeof createCatalogueReader>
