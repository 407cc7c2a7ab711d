import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../../db/connect'
import { applyDeltaBatch, type DeltaContext } from './apply-delta-batch'
import type { DeltaStage } from './delta-stage'
import { DesignationBook } from './designation-book'
import type { Refusal } from './records'
import type { Progress } from './run-outcome'
import { settleCatalog } from './settle-catalog'

/** Articles per delta transaction: all rows of an article commit together, a batch at a time. */
const DELTA_BATCH = 1000

/** The end of a delta: its staged rows applied a batch of articles per transaction, then the counts settled. */
export async function finishDelta(
  db: Db,
  delta: DeltaStage | null,
  { refusals, refusedParts }: { refusals: Refusal[]; refusedParts: Set<string> },
  defaultLanguage: Language,
  progress: Progress,
) {
  const counts: Record<string, number> = {}
  if (delta) {
    const max = await db
      .selectFrom('parts')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    const ctx: DeltaContext = {
      book: new DesignationBook(),
      defaultLanguage,
      typeKeys: new Map((await db.selectFrom('part_types').select(['id', 'key']).execute()).map((t) => [t.id, t.key])),
      nextPartId: Number(max?.id ?? 0) + 1,
      counts,
      refusals,
      refusedParts,
    }
    let applied = 0
    for (const batch of delta.batches(DELTA_BATCH)) {
      await db.transaction().execute((trx) => applyDeltaBatch(trx, batch, ctx))
      applied += batch.size
      progress('applying', applied)
    }
  }
  await settleCatalog(db, counts)
  return { mode: 'delta' as const, status: 'done' as const, counts, refusals, message: null }
}
