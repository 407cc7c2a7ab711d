import type { Db } from '../connect'

const VEHICLE_COLUMNS = ['v.id', 'v.vin', 'v.slug', 'v.type', 'v.model', 'v.engine', 'v.year', 'm.name as make'] as const

/** A vehicle as both lookups read it: its row with the make's name. */
export type VehicleRow = Awaited<ReturnType<CatalogVehicleRepository['byVin']>>[number]
export type CatalogVehicleRepository = ReturnType<typeof createCatalogVehicleRepository>

/** Vehicles of the demo fleet by VIN or by their page slug, and the parts that fit them. */
export function createCatalogVehicleRepository(db: Db) {
  return {
    async byVin(vin: string) {
      return db
        .selectFrom('vehicles as v')
        .innerJoin('makes as m', 'm.id', 'v.make_id')
        .select(VEHICLE_COLUMNS)
        .where('v.vin', '=', vin)
        .execute()
    },

    async bySlug(type: string, slug: string) {
      return db
        .selectFrom('vehicles as v')
        .innerJoin('makes as m', 'm.id', 'v.make_id')
        .select(VEHICLE_COLUMNS)
        .where('v.slug', '=', slug)
        .where('v.type', '=', type)
        .executeTakeFirst()
    },

    async partIds(vehicleId: number, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('vehicle_parts')
          .select('part_id')
          .where('vehicle_id', '=', vehicleId)
          .orderBy('part_id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('vehicle_parts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('vehicle_id', '=', vehicleId)
          .executeTakeFirstOrThrow(),
      ])
      return { ids: rows.map((row) => row.part_id), total: Number(total.n) }
    },
  }
}
