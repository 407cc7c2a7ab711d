import type { DocumentLine } from '../../../../src/shared/contracts/documents'
import type { DocumentLabels } from '../labels/document-labels'
import { CONTENT_WIDTH, mm } from './page-geometry'
import type { RenderContext } from './render-context'

/** A part's name; a deposit line names what it is and whose deposit it is, whatever name the ERP sent. */
export const lineDescription = (labels: DocumentLabels, line: DocumentLine) =>
  line.lineKind === 'deposit' ? `${labels.coreDeposit} ${line.sku}` : line.name

export type LineColumn = {
  header: string
  width: number
  align: 'left' | 'right' | 'center'
  /** The cell's main text; the description column adds a second, smaller line (see lines-table). */
  cell: (line: DocumentLine) => string
  /** Draws an empty box to tick. */
  checkbox?: boolean
}

/**
 * Invoices and credit notes show prices, VAT rate and amount; delivery notes and packing lists show which order a
 * line belongs to instead, and a packing list has a box per line for whoever checks the parcel.
 * The description column takes what the fixed columns leave.
 */
export function lineColumns({ detail, labels, format }: RenderContext): LineColumn[] {
  const { columns } = labels
  const priced = detail.type === 'invoice' || detail.type === 'creditnote'
  const money = (value: number | null) => (value === null ? '' : format.unitPrice(value))
  const fixed: LineColumn[] = [
    { header: columns.position, width: mm(9), align: 'left', cell: (line) => String(line.positionNumber) },
    { header: columns.article, width: mm(23), align: 'left', cell: (line) => line.sku },
    { header: columns.description, width: 0, align: 'left', cell: (line) => lineDescription(labels, line) },
  ]
  const rest: LineColumn[] = priced
    ? [
        { header: columns.qty, width: mm(12), align: 'right', cell: (line) => String(line.qty) },
        { header: columns.unitPrice, width: mm(22), align: 'right', cell: (line) => money(line.unitPrice) },
        {
          header: columns.vat,
          width: mm(12),
          align: 'right',
          cell: (line) => (line.vatRate === null ? '' : format.percent(line.vatRate)),
        },
        { header: columns.amount, width: mm(23), align: 'right', cell: (line) => money(line.lineTotal) },
      ]
    : [
        { header: columns.order, width: mm(24), align: 'left', cell: (line) => line.orderNumber },
        { header: columns.qty, width: mm(14), align: 'right', cell: (line) => String(line.qty) },
        ...(detail.type === 'packinglist'
          ? [{ header: columns.checked, width: mm(25), align: 'center' as const, cell: () => '', checkbox: true }]
          : []),
      ]
  const all = [...fixed, ...rest]
  const description = all[2] as LineColumn
  description.width = CONTENT_WIDTH - all.reduce((sum, column) => sum + column.width, 0)
  return all
}
