import type { Db } from '../../db/connect'
import { assertAllApplied } from '../../integration/erp/erp-refusals'
import { upsertErpDocuments } from '../../integration/erp/upsert-erp-documents'
import { upsertErpOrders } from '../../integration/erp/upsert-erp-orders'
import { upsertErpShipments } from '../../integration/erp/upsert-erp-shipments'
import { historyDocumentItems } from './history-document-items'
import type { CustomerHistory } from './history-model'
import { historyOrderItems } from './history-order-items'

/**
 * Writes the numbered histories through the integration API's own services (the door a real ERP
 * uses), inside the caller's transaction. `now` is the history's anchor, so the same seed and anchor
 * give the same rows; no customer notices: the history is the past, not news.
 */
export async function writeHistories(trx: Db, histories: CustomerHistory[], now: string) {
  const options = { now, notify: false, defaultLanguage: 'de' }
  const documents = histories.map(historyDocumentItems)
  assertAllApplied('demo ERP orders', await upsertErpOrders(trx, histories.flatMap(historyOrderItems), options))
  assertAllApplied(
    'demo ERP documents',
    await upsertErpDocuments(
      trx,
      documents.flatMap((d) => d.documents),
      options,
    ),
  )
  assertAllApplied(
    'demo ERP shipments',
    await upsertErpShipments(
      trx,
      documents.flatMap((d) => d.shipments),
      options,
    ),
  )
}
