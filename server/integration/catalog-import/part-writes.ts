import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { partNumberKey } from '../../shop/part-number'
import type { DeltaContext } from './apply-delta-batch'
import type { PartRow } from './import-rows'
import { slugOf } from './slugs'

export type Existing = { id: number; designation_id: number; part_type_id: number }

/** A delta's part row written: the part changed in place, or added with the next id; its brand made when new. */
export async function upsertPart(
  trx: Kysely<Database>,
  row: PartRow,
  current: Existing | null,
  designationId: number,
  ctx: DeltaContext,
): Promise<Existing> {
  const brandId = await brandOf(trx, row.manufacturer, row.supplierId)
  const values = {
    vendor_id: row.supplierId,
    designation_id: designationId,
    part_type_id: row.partTypeId,
    brand_id: brandId,
    replaces_sku: row.replaces,
    weight_g: row.weightG,
    is_new: row.isNew ? 1 : 0,
    gtin: row.gtin,
    manufacturer_part_no: row.manufacturerPartNo,
    order_unit: row.orderUnit,
    image: row.image,
    ...(row.listPriceCents !== null ? { list_price_cents: row.listPriceCents } : {}),
    ...(row.depositCents !== null ? { deposit_cents: row.depositCents } : {}),
    ...(row.makeId ? { make_id: row.makeId } : {}),
  }
  if (current) {
    await trx.updateTable('parts').set(values).where('id', '=', current.id).execute()
    await setDivisions(trx, current.id, row.divisions)
    return { ...current, designation_id: designationId, part_type_id: row.partTypeId }
  }
  const id = ctx.nextPartId++
  await trx
    .insertInto('parts')
    .values({
      ...values,
      id,
      sku: row.articleId,
      sku_norm: partNumberKey(row.articleId),
      slug: slugOf(row.articleId, ctx.typeKeys.get(row.partTypeId) ?? ''),
      make_id: row.makeId ?? '',
      main_oe: null,
      replaced_by_sku: null,
      list_price_cents: row.listPriceCents ?? 0,
      stock_total: 0,
    })
    .execute()
  if (row.replaces)
    await trx.updateTable('parts').set({ replaced_by_sku: row.articleId }).where('sku', '=', row.replaces).execute()
  return { id, designation_id: designationId, part_type_id: row.partTypeId }
}

/** Divisions a part row names replace the part's own; none named keeps them (or its group's). */
async function setDivisions(trx: Kysely<Database>, partId: number, divisions: string[] | null) {
  if (!divisions) return
  await trx.deleteFrom('part_divisions').where('part_id', '=', partId).execute()
  if (divisions.length) {
    await trx
      .insertInto('part_divisions')
      .values(divisions.map((division_id) => ({ part_id: partId, division_id })))
      .execute()
  }
}

async function brandOf(trx: Kysely<Database>, manufacturer: string, supplierId: string): Promise<string> {
  const found = await trx.selectFrom('brands').select('id').where('name', '=', manufacturer).executeTakeFirst()
  if (found) return found.id
  // Two spellings can make one slug (`A-B`, `A B`): the new one gets the next free number.
  const slug = slugOf(manufacturer, '') || 'brand'
  const taken = new Set(
    (await trx.selectFrom('brands').select('id').where('id', 'like', `${slug}%`).execute()).map((brand) => brand.id),
  )
  let id = slug
  for (let n = 2; taken.has(id); n++) id = `${slug}-${n}`
  await trx.insertInto('brands').values({ id, name: manufacturer, vendor_id: supplierId }).execute()
  return id
}

const PART_TABLES = [
  'part_xrefs',
  'part_stock',
  'part_texts',
  'part_features',
  'part_prices',
  'customer_part_prices',
  'part_divisions',
  'vehicle_parts',
] as const

export async function deletePart(trx: Kysely<Database>, partId: number) {
  for (const table of PART_TABLES) await trx.deleteFrom(table).where('part_id', '=', partId).execute()
  await trx.deleteFrom('parts').where('id', '=', partId).execute()
}
