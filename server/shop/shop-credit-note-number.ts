/**
 * The shop numbers its own credit notes in a block of the year's CN numbers the ERP does not use:
 * CN26-900001 … CN26-999999 (docs/returns-and-deposits.md). The ERP's door refuses a new credit note
 * in this block (`reserved-number`), so a number the shop issued can never arrive from the ERP with
 * other content, and the ERP keeps its own numbers below it.
 */
export const SHOP_CREDIT_NOTE_BLOCK = 900_000
export const SHOP_CREDIT_NOTE_BLOCK_SIZE = 99_999

/** True for CN26-900001 and the like: a number only the shop issues. */
export function isShopCreditNoteNumber(documentId: string): boolean {
  const match = /^CN\d{2}-(\d{6})$/.exec(documentId)
  return match !== null && Number(match[1]) > SHOP_CREDIT_NOTE_BLOCK
}

/** The number of the `sequence`-th credit note the shop issued with this prefix and year (`CN26`). */
export function shopCreditNoteNumber(key: string, sequence: number): string {
  if (sequence > SHOP_CREDIT_NOTE_BLOCK_SIZE) throw new Error(`The shop's credit note numbers of ${key} are used up.`)
  return `${key}-${String(SHOP_CREDIT_NOTE_BLOCK + sequence).padStart(6, '0')}`
}
