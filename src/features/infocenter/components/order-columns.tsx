import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { OrderSummary } from '../../../shared/contracts/documents'
import type { Language } from '../../../shared/contracts/languages'
import { Price } from '../../../shared/ui/price'
import { formatDate } from '../lib/format-date'
import type { useLabels } from './use-labels'

const column = createColumnHelper<OrderSummary>()

type Words = { number: string; date: string; reference: string; vin: string; status: string; lines: string; total: string }

export function orderColumns(lang: Language, words: Words, labels: ReturnType<typeof useLabels>) {
  const params = { lang: lang === 'de' ? undefined : lang }
  return [
    column.accessor('orderNumber', {
      meta: { label: words.number, sortKey: 'orderNumber', nowrap: true },
      cell: (info) => (
        <Link to="/{-$lang}/infocenter/orderhistory/$slug" params={{ ...params, slug: info.getValue() }}>
          <strong>{info.getValue()}</strong>
        </Link>
      ),
    }),
    column.accessor('placedAt', {
      meta: { label: words.date, sortKey: 'placedAt', nowrap: true },
      cell: (info) => formatDate(info.getValue(), lang),
    }),
    column.accessor('customerOrderReference', { meta: { label: words.reference } }),
    column.accessor('vin', { meta: { label: words.vin }, cell: (info) => info.getValue() ?? '' }),
    column.accessor('status', {
      meta: { label: words.status },
      cell: (info) => <span className={`status status--${info.getValue()}`}>{labels.orderStatus[info.getValue()]}</span>,
    }),
    column.accessor('lineCount', { meta: { label: words.lines, numeric: true } }),
    column.accessor('total', {
      meta: { label: words.total, numeric: true, sortKey: 'total' },
      cell: (info) => {
        const total = info.getValue()
        return total === null ? null : <Price price={{ value: total, currency: { code: info.row.original.currency } }} />
      },
    }),
  ]
}
