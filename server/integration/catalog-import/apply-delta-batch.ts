import type { Kysely } from 'kysely'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Database } from '../../db/schema'
import { partNumberKey } from '../../shop/part-number'
import { ArticleWrites } from './article-writes'
import type { DesignationBook, Names } from './designation-book'
import type { ImportRow, PartRow } from './import-rows'
import type { Refusal } from './records'
import { slugOf } from './slugs'

export type DeltaContext = {
  book: DesignationBook
  defaultLanguage: Language
  typeKeys: Map<number, string>
  nextPartId: number
  counts: Record<string, number>
  refusals: Refusal[]
  refusedParts: Set<string>
}

type Existing = { id: number; designation_id: number; part_type_id: number }

/**
 * One batch of a delta, in the caller's transaction: per article, its part (new or changed) with
 * names, then everything else the delta says of it. An article the catalogue does not have and the
 * delta does not bring is refused with all its rows; so is a new part without a name in the shop's language.
 */
export async function applyDeltaBatch(trx: Kysely<Database>, batch: Map<string, ImportRow[]>, ctx: DeltaContext) {
  const rows = await trx
    .selectFrom('parts')
    .select(['id', 'sku', 'designation_id', 'part_type_id'])
    .where('sku', 'in', [...batch.keys()])
    .execute()
  const existing = new Map<string, Existing>(rows.map((row) => [row.sku, row]))
  const writes = new ArticleWrites(ctx.counts)
  for (const [articleId, articleRows] of batch) {
    let current = existing.get(articleId) ?? null
    const deletion = articleRows.findLast((row) => row.kind === 'delete')
    const partRow = articleRows.findLast((row): row is PartRow => row.kind === 'part')
    if (deletion && current && (!partRow || articleRows.indexOf(partRow) < articleRows.indexOf(deletion))) {
      await deletePart(trx, current.id)
      count(ctx, 'delete')
      continue
    }
    /** The article's first row says why; its other rows are named as refused with it. */
    const refuseAll = (field: string, code: Refusal['code'], reason: string) => {
      articleRows.forEach((row, index) => {
        const why = index === 0 ? reason : `refused with article "${articleId}" (${reason})`
        ctx.refusals.push({ ...row.pos, field: index === 0 ? field : 'article_id', code, reason: why })
      })
    }
    if (!current && !partRow) {
      if (!deletion) refuseAll('article_id', 'unknown-article', unknownArticle(articleId, ctx.refusedParts, 'in the catalogue'))
      continue
    }
    const translations = articleRows.filter((row) => row.kind === 'translation')
    if (current && !partRow && !translations.length) {
      writes.add(current.id, articleRows)
      continue
    }
    const names: Names = current ? { ...ctx.book.names(current.designation_id) } : {}
    for (const row of translations) names[row.lang] = row.name
    if (!names[ctx.defaultLanguage]) {
      refuseAll(
        'name',
        'missing-translation',
        `new article "${articleId}" has no name in the shop's language (${ctx.defaultLanguage})`,
      )
      continue
    }
    const makeId = partRow?.makeId ?? articleRows.find((row) => row.kind === 'reference')?.makeId
    if (!current && !makeId) {
      refuseAll(
        'make',
        'required',
        `new article "${articleId}" names no vehicle make (make) and has no OE reference to take one from`,
      )
      continue
    }
    const typeId = partRow?.partTypeId ?? (current as Existing).part_type_id
    const designationId = await ctx.book.resolve(trx, typeId, names, ctx.defaultLanguage)
    if (partRow) {
      current = await upsertPart(trx, { ...partRow, makeId: makeId ?? null }, current, designationId, ctx)
      count(ctx, 'part')
    } else if (designationId !== (current as Existing).designation_id) {
      await trx
        .updateTable('parts')
        .set({ designation_id: designationId })
        .where('id', '=', (current as Existing).id)
        .execute()
    }
    writes.add((current as Existing).id, articleRows)
  }
  await writes.flush(trx)
}

const count = (ctx: DeltaContext, kind: string) => {
  ctx.counts[kind] = (ctx.counts[kind] ?? 0) + 1
}

async function upsertPart(
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
  const id = slugOf(manufacturer, '') || 'brand'
  await trx
    .insertInto('brands')
    .values({ id, name: manufacturer, vendor_id: supplierId })
    .onConflict((oc) => oc.doNothing())
    .execute()
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

async function deletePart(trx: Kysely<Database>, partId: number) {
  for (const table of PART_TABLES) await trx.deleteFrom(table).where('part_id', '=', partId).execute()
  await trx.deleteFrom('parts').where('id', '=', partId).execute()
}

/** Why a row's article is unknown: not in the catalogue, or its part row was refused in this import. */
export function unknownArticle(articleId: string, refusedParts: Set<string>, where: string): string {
  return refusedParts.has(articleId)
    ? `article_id "${articleId}": its part row was refused, so this row is too`
    : `article_id "${articleId}" is not ${where}`
}
