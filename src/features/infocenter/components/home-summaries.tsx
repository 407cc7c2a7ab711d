import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { Price } from '../../../shared/ui/price'
import { useBackorders } from '../api/get-backorders'
import { useDocuments } from '../api/get-documents'
import { useOrders } from '../api/get-orders'
import { formatDate } from '../lib/format-date'
import { HomeTile } from './home-tile'
import { OrderLinks } from './order-links'
import { useLabels } from './use-labels'

const FIVE = { page: 1, pageSize: 5 }

type TileProps = { customerId: string; link: ReactNode }

function TileState({ pending, failed, empty }: { pending: boolean; failed: boolean; empty: string }) {
  const { t } = useLingui()
  if (pending) return <p role="status">{t`Loading…`}</p>
  return <p>{failed ? t`This list could not be loaded.` : empty}</p>
}

export function RecentOrdersTile({ customerId, link }: TileProps) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useLabels()
  const { data, isPending, isError } = useOrders(customerId, { ...FIVE, sort: '-placedAt' })
  return (
    <HomeTile title={t`Recent orders`} headingId="home-recent-orders" link={link}>
      {data && data.items.length > 0 ? (
        <ul className="home-tile__rows">
          {data.items.map((order) => (
            <li key={order.orderNumber}>
              <OrderLinks orderNumbers={[order.orderNumber]} /> <span>{formatDate(order.placedAt, lang)}</span>{' '}
              <span className={`status status--${order.status}`}>{labels.orderStatus[order.status]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <TileState pending={isPending} failed={isError} empty={t`No orders yet.`} />
      )}
    </HomeTile>
  )
}

export function OpenBackordersTile({ customerId, link }: TileProps) {
  const { t } = useLingui()
  const lang = useLanguage()
  const { data, isPending, isError } = useBackorders(customerId, FIVE, lang)
  return (
    <HomeTile title={t`Open backorders`} headingId="home-open-backorders" link={link}>
      {data && data.items.length > 0 ? (
        <>
          <p className="home-tile__count">
            {plural(data.pagination.total, { one: '# line still to come', other: '# lines still to come' })}
          </p>
          <ul className="home-tile__rows">
            {data.items.map((line) => {
              const expected = formatDate(line.expectedDate, lang)
              return (
                <li key={`${line.orderNumber}-${line.positionNumber}`}>
                  {line.qty} × {line.sku} {line.name} · {expected ? t`expected ${expected}` : t`date not known yet`}
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <TileState pending={isPending} failed={isError} empty={t`Nothing is backordered.`} />
      )}
    </HomeTile>
  )
}

export function LatestInvoicesTile({ customerId, link }: TileProps) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useLabels()
  const { data, isPending, isError } = useDocuments(customerId, { type: 'invoice', ...FIVE, sort: '-date' })
  return (
    <HomeTile title={t`Latest invoices`} headingId="home-latest-invoices" link={link}>
      {data && data.items.length > 0 ? (
        <ul className="home-tile__rows">
          {data.items.map((doc) => (
            <li key={doc.documentId}>
              <strong>{doc.number}</strong> <span>{formatDate(doc.date, lang)}</span>{' '}
              {doc.total !== null && <Price price={{ value: doc.total, currency: { code: doc.currency } }} />}{' '}
              <span className={`status status--${doc.status}`}>{labels.documentStatus[doc.status]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <TileState pending={isPending} failed={isError} empty={t`No invoices yet.`} />
      )}
    </HomeTile>
  )
}
