import type { ErpServiceCase } from '../../../src/shared/contracts/erp-accounts'
import type { Db } from '../../db/connect'
import { answerOf, type ErpWriteOptions } from './erp-answer'

/**
 * Moves return and warranty cases on (the shop only ever sets `submitted`). A case that already has
 * this status and note is left alone, so a resent item does not touch its updated_at.
 */
export async function setServiceCaseStatus(trx: Db, items: ErpServiceCase[], { now }: Pick<ErpWriteOptions, 'now'>) {
  const outcome = answerOf()
  for (const [index, item] of items.entries()) {
    const row = await trx
      .selectFrom('service_forms')
      .select(['status', 'status_note'])
      .where('id', '=', item.case_id)
      .executeTakeFirst()
    if (!row) {
      outcome.refuse(index, 'case_id', 'unknown-case', `no return or warranty case ${item.case_id}`)
      continue
    }
    const changed = row.status !== item.status || row.status_note !== item.note
    if (changed) {
      await trx
        .updateTable('service_forms')
        .set({ status: item.status, status_note: item.note, updated_at: now })
        .where('id', '=', item.case_id)
        .execute()
    }
    outcome.applied(changed ? 'updated' : 'unchanged')
  }
  return outcome.answer
}
