import type { Db } from '../../db/connect'

/**
 * Deletes the kept history, children first: the foreign-key cascade would look each document's links
 * up one by one, which costs more than generating the history. Shop orders stay.
 */
export async function removeHistory(trx: Db, customerIds: string[]) {
  const documents = trx.selectFrom('documents').select('document_id').where('customer_id', 'in', customerIds)
  await trx.deleteFrom('document_links').where('document_id', 'in', documents).execute()
  await trx.deleteFrom('document_orders').where('document_id', 'in', documents).execute()
  await trx.deleteFrom('document_files').where('document_id', 'in', documents).execute()
  await trx.deleteFrom('document_lines').where('customer_id', 'in', customerIds).execute()
  await trx.deleteFrom('documents').where('customer_id', 'in', customerIds).execute()
  await trx.deleteFrom('shipments').where('customer_id', 'in', customerIds).execute()
  const erpOrders = trx.selectFrom('orders').select('order_number').where('source', '=', 'erp')
  await trx.deleteFrom('order_lines').where('order_number', 'in', erpOrders).execute()
  await trx.deleteFrom('orders').where('source', '=', 'erp').execute()
}

/** Shop orders' sequence numbers per year, which the history's numbers must not take. */
export async function takenSequences(trx: Db): Promise<Map<number, Set<number>>> {
  const taken = new Map<number, Set<number>>()
  const rows = await trx.selectFrom('orders').select('order_number').where('source', '=', 'shop').execute()
  for (const { order_number: number } of rows) {
    const year = 2000 + Number(number.slice(1, 3))
    taken.set(year, (taken.get(year) ?? new Set()).add(Number(number.slice(4))))
  }
  return taken
}
