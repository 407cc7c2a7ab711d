import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { DOCUMENT_FEATURE } from '../../../shared/contracts/documents-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { usePageTitle } from '../../../shared/lib/page-title'
import { PageLoading } from '../../../shared/ui/page-loading'
import { useOrder } from '../api/get-order'
import { DocumentNeedsConnection, LoadError } from './list-states'
import { OrderDocuments } from './order-documents'
import { OrderFacts } from './order-facts'
import { OrderLines } from './order-lines'
import { OrderPayment } from './order-payment'
import { OrderShipments } from './order-shipments'
import { type ReorderOutcome, ReorderPanel } from './reorder-panel'
import './infocenter.css'
import { useLanguage } from '../../../shared/lib/language'

type Props = {
  customerId: string
  orderNumber: string
  /** Which of the customer's features apply here (SPEC.md §6). */
  features: { invoice: boolean; shipment: boolean; fillBasket: boolean }
  onReorder: () => Promise<ReorderOutcome>
  cartLink: ReactNode
  backLink: ReactNode
}

/** One order: its facts, its online payment, lines with what arrived and what is still to come, documents, shipments, reorder. */
export function OrderPage({ customerId, orderNumber, features, onReorder, cartLink, backLink }: Props) {
  const { t } = useLingui()
  usePageTitle(t`Order ${orderNumber}`)
  const query = useOrder(customerId, orderNumber, useLanguage())
  const [needsConnection, setNeedsConnection] = useState<string | null>(null)

  if (query.isPending) return <PageLoading />
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404
    return (
      <section className="infocenter-page">
        <h1>{t`Order ${orderNumber}`}</h1>
        {notFound ? (
          <p className="infocenter-notice" role="status">
            <Trans>There is no order with this number in your account.</Trans>
          </p>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
        {backLink}
      </section>
    )
  }
  const order = query.data
  const documents = order.documents.filter((doc) => features[DOCUMENT_FEATURE[doc.type]])

  return (
    <article className="infocenter-page order-page">
      <div className="order-page__head">
        <h1>{t`Order ${orderNumber}`}</h1>
        <ReorderPanel order={order} allowed={features.fillBasket} onReorder={onReorder} cartLink={cartLink} />
      </div>
      <OrderFacts order={order} />
      {order.onlinePayment && <OrderPayment payment={order.onlinePayment} />}
      <section aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading">{t`Lines`}</h2>
        <OrderLines order={order} />
      </section>
      {(features.invoice || features.shipment) && (
        <section aria-labelledby="order-documents-heading">
          <h2 id="order-documents-heading">{t`Documents`}</h2>
          {needsConnection && <DocumentNeedsConnection number={needsConnection} />}
          <OrderDocuments documents={documents} onUnavailable={setNeedsConnection} />
        </section>
      )}
      {features.shipment && (
        <section aria-labelledby="order-shipments-heading">
          <h2 id="order-shipments-heading">{t`Shipment tracking`}</h2>
          <OrderShipments shipments={order.shipments} />
        </section>
      )}
      <p className="order-page__back">{backLink}</p>
    </article>
  )
}
