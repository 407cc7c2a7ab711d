import { createColumnHelper } from '@tanstack/react-table'
import type { DocumentSummary } from '../../../shared/contracts/documents'
import type { DocumentType } from '../../../shared/contracts/documents-constants'
import type { Language } from '../../../shared/contracts/languages'
import { Price } from '../../../shared/ui/price'
import { formatDate } from '../lib/format-date'
import { DocumentActions } from './document-actions'
import { OrderLinks } from './order-links'
import type { useLabels } from './use-labels'

const column = createColumnHelper<DocumentSummary>()

type Words = { number: string; date: string; orders: string; reference: string; status: string; total: string; actions: string }

/** Delivery notes and packing lists carry no amounts and are always just issued: no such columns. */
export function documentColumns(
  type: DocumentType,
  lang: Language,
  words: Words,
  labels: ReturnType<typeof useLabels>,
  onUnavailable: (number: string) => void,
) {
  const withAmounts = type === 'invoice' || type === 'creditnote'
  return [
    column.accessor('number', {
      meta: { label: words.number, sortKey: 'number', nowrap: true },
      cell: (info) => <strong>{info.getValue()}</strong>,
    }),
    column.accessor('date', {
      meta: { label: words.date, sortKey: 'date', nowrap: true },
      cell: (info) => formatDate(info.getValue(), lang),
    }),
    column.accessor('orderNumbers', {
      meta: { label: words.orders },
      cell: (info) => <OrderLinks orderNumbers={info.getValue()} />,
    }),
    column.accessor('customerOrderReference', { meta: { label: words.reference } }),
    ...(withAmounts
      ? [
          column.accessor('status', {
            meta: { label: words.status },
            cell: (info) => <span className={`status status--${info.getValue()}`}>{labels.documentStatus[info.getValue()]}</span>,
          }),
          column.accessor('total', {
            meta: { label: words.total, numeric: true, sortKey: 'total' },
            cell: (info) => {
              const total = info.getValue()
              return total === null ? null : <Price price={{ value: total, currency: { code: info.row.original.currency } }} />
            },
          }),
        ]
      : []),
    column.display({
      id: 'actions',
      meta: { label: words.actions },
      cell: (info) => (
        <DocumentActions
          documentId={info.row.original.documentId}
          number={info.row.original.number}
          type={type}
          onUnavailable={onUnavailable}
        />
      ),
    }),
  ]
}
