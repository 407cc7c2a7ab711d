import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { OrderDetail } from '../../../shared/contracts/documents'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { Price } from '../../../shared/ui/price'
import { formatDate } from '../lib/format-date'
import { PartLink } from './part-link'
import { PartName } from './part-name'

/** A part's line, or the deposit line that follows an exchange unit's line (`deposit`). */
type Line = OrderDetail['lines'][number] & { deposit?: true }
const column = createColumnHelper<Line>()

/** Each exchange unit's deposit as its own line under the part: the amounts sit in the price columns. */
const withDepositLines = (lines: OrderDetail['lines']): Line[] =>
  lines.flatMap((line) => (line.depositTotal === null ? [line] : [line, { ...line, deposit: true as const }]))
/** Empty cells of a deposit line stay empty (and vanish from the phone card, see infocenter.css). */
const partOnly =
  <V,>(render: (value: V, line: Line) => ReactNode) =>
  (info: { getValue: () => V; row: { original: Line } }) =>
    info.row.original.deposit ? null : render(info.getValue(), info.row.original)
/** A number as it is (position, quantities), on part lines only. */
const plain = partOnly((value: number) => value)

/** What was ordered, what arrived, and when the rest is expected. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const money = (value: number | null) =>
    value === null ? null : <Price price={{ value, currency: { code: order.currency } }} />
  const withPrices = order.lines.some((line) => line.lineTotal !== null)
  const columns = [
    column.accessor('positionNumber', { meta: { label: t`Pos.`, numeric: true }, cell: plain }),
    column.accessor('sku', {
      meta: { label: t`Article`, nowrap: true },
      cell: partOnly((sku: string, line) => <PartLink sku={sku} slug={line.slug} />),
    }),
    column.accessor('name', {
      meta: { label: t`Description` },
      cell: (info) =>
        info.row.original.deposit ? (
          <span className="order-deposit-line__label">
            + <Trans>Core deposit</Trans>
          </span>
        ) : (
          <PartName name={info.getValue()} orderedName={info.row.original.orderedName} />
        ),
    }),
    column.accessor('qty', { meta: { label: t`Ordered`, numeric: true }, cell: plain }),
    column.accessor('deliveredQty', { meta: { label: t`Delivered`, numeric: true }, cell: plain }),
    column.accessor('backorderedQty', { meta: { label: t`Backordered`, numeric: true }, cell: plain }),
    // The date may wrap between its words ("24 дек." / "2026 г."): kept whole, it widened the table past a tablet.
    column.accessor('expectedDate', {
      meta: { label: t`Expected` },
      cell: partOnly((date: string | null, line) => (line.backorderedQty > 0 ? formatDate(date, lang) || t`Not known yet` : '')),
    }),
    ...(withPrices
      ? [
          column.accessor('unitPrice', {
            meta: { label: t`Unit price`, numeric: true },
            cell: (info) => money(info.row.original.deposit ? info.row.original.depositUnit : info.getValue()),
          }),
          column.accessor('lineTotal', {
            meta: { label: t`Line total`, numeric: true },
            cell: (info) => money(info.row.original.deposit ? info.row.original.depositTotal : info.getValue()),
          }),
        ]
      : []),
  ]
  return (
    <DataTable
      caption={t`Order lines`}
      columns={columns}
      rows={withDepositLines(order.lines)}
      getRowId={(line) => `${line.positionNumber}${line.deposit ? '-deposit' : ''}`}
      rowClassName={(line) => (line.deposit ? 'order-deposit-line' : undefined)}
      loading={false}
      loadingText=""
      empty={null}
    />
  )
}
