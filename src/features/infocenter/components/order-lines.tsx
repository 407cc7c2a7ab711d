import { useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { OrderDetail } from '../../../shared/contracts/documents'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { Price } from '../../../shared/ui/price'
import { formatDate } from '../lib/format-date'
import { PartLink } from './part-link'
import { PartName } from './part-name'

type Line = OrderDetail['lines'][number]
const column = createColumnHelper<Line>()

/** What was ordered, what arrived, and when the rest is expected. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const money = (value: number | null) =>
    value === null ? null : <Price price={{ value, currency: { code: order.currency } }} />
  const withPrices = order.lines.some((line) => line.lineTotal !== null)
  const columns = [
    column.accessor('positionNumber', { meta: { label: t`Pos.`, numeric: true } }),
    column.accessor('sku', {
      meta: { label: t`Article`, nowrap: true },
      cell: (info) => <PartLink sku={info.getValue()} slug={info.row.original.slug} />,
    }),
    column.accessor('name', {
      meta: { label: t`Description` },
      cell: (info) => <PartName name={info.getValue()} orderedName={info.row.original.orderedName} />,
    }),
    column.accessor('qty', { meta: { label: t`Ordered`, numeric: true } }),
    column.accessor('deliveredQty', { meta: { label: t`Delivered`, numeric: true } }),
    column.accessor('backorderedQty', { meta: { label: t`Backordered`, numeric: true } }),
    // The date may wrap between its words ("24 дек." / "2026 г."): kept whole, it widened the table past a tablet.
    column.accessor('expectedDate', {
      meta: { label: t`Expected` },
      cell: (info) => (info.row.original.backorderedQty > 0 ? formatDate(info.getValue(), lang) || t`Not known yet` : ''),
    }),
    ...(withPrices
      ? [
          column.accessor('unitPrice', { meta: { label: t`Unit price`, numeric: true }, cell: (info) => money(info.getValue()) }),
          column.accessor('lineTotal', { meta: { label: t`Line total`, numeric: true }, cell: (info) => money(info.getValue()) }),
        ]
      : []),
  ]
  return (
    <DataTable
      caption={t`Order lines`}
      columns={columns}
      rows={order.lines}
      getRowId={(line) => String(line.positionNumber)}
      loading={false}
      loadingText=""
      empty={null}
    />
  )
}
