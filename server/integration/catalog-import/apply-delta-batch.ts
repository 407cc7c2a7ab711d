import type { Kysely } from 'kysely'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Database } from '../../db/schema'
import { partNumberKey } from '../../shop/part-number'
import { ArticleWrites } from './article-writes'
import type { DesignationBook, Names } from './designation-book'
import type { ImportRow, PartRow } from './import-rows'
import { partProblem } from './new-part-rules'
import { deletePart, type Existing, upsertPart } from './part-writes'
import type { Refusal } from './records'
import { unknownArticle } from './unknown-article'

export type DeltaContext = {
  book: DesignationBook
  defaultLanguage: Language
  typeKeys: Map<number, string>
  nextPartId: number
  counts: Record<string, number>
  refusals: Refusal[]
  refusedParts: Set<string>
}

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
  const taken = await takenNumbers(
    trx,
    [...batch.keys()].filter((articleId) => !existing.has(articleId)),
  )
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
    const names: Names = current ? { ...(await ctx.book.names(trx, current.designation_id)) } : {}
    for (const row of translations) names[row.lang] = row.name
    const makeId = partRow?.makeId ?? articleRows.find((row) => row.kind === 'reference')?.makeId
    const takenBy = current ? undefined : taken.get(partNumberKey(articleId))
    const problem = partProblem(
      articleId,
      articleRows,
      { row: partRow, isNew: !current, names, makeId, takenBy },
      ctx.defaultLanguage,
    )
    if (problem) {
      refuseAll(problem.field, problem.code, problem.reason)
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

/** Article numbers of parts in the catalogue that new article ids would collide with (`15-100` for a new `15.100`). */
async function takenNumbers(trx: Kysely<Database>, newIds: string[]): Promise<Map<string, string>> {
  if (!newIds.length) return new Map()
  const rows = await trx
    .selectFrom('parts')
    .select(['sku', 'sku_norm'])
    .where('sku_norm', 'in', newIds.map(partNumberKey))
    .execute()
  return new Map(rows.map((row) => [row.sku_norm, row.sku]))
}

const count = (ctx: DeltaContext, kind: string) => {
  ctx.counts[kind] = (ctx.counts[kind] ?? 0) + 1
}
