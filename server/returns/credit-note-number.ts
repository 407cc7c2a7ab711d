import { DOCUMENT_NUMBER_PREFIX } from '../../src/shared/contracts/documents-constants'
import type { Db } from '../db/connect'
import { shopCreditNoteNumber } from '../shop/shop-credit-note-number'

/** The next shop credit note number of the year of `now` (CN26-900001, …), counted in the caller's transaction. */
export async function nextCreditNoteNumber(trx: Db, now: string): Promise<string> {
  const key = `${DOCUMENT_NUMBER_PREFIX.creditnote}${now.slice(2, 4)}`
  await trx
    .insertInto('document_sequences')
    .values({ key, last: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ last: eb('document_sequences.last', '+', 1) })))
    .execute()
  const { last } = await trx.selectFrom('document_sequences').select('last').where('key', '=', key).executeTakeFirstOrThrow()
  return shopCreditNoteNumber(key, last)
}
