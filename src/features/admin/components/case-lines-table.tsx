import { useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminCaseDetail } from '../../../shared/contracts/admin-service-cases'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { AdminEmpty } from './admin-states'
import { useAdminCaseLabels } from './service-case-labels'

type Line = AdminCaseDetail['lines'][number]
const column = createColumnHelper<Line>()

/** What goes back in the box: part, order, quantity, why (or the core's condition), its photos and credit per piece. */
export function CaseLinesTable({ caseId, lines }: { caseId: number; lines: Line[] }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useAdminCaseLabels()
  const columns = [
    column.accessor('sku', { meta: { label: t`Article number`, nowrap: true } }),
    column.accessor('partName', { meta: { label: t`Part` } }),
    column.accessor('orderNumber', { meta: { label: t`Order`, nowrap: true } }),
    column.accessor('qty', { meta: { label: t`Quantity`, numeric: true } }),
    column.accessor(
      (line) => (line.reason ? labels.reason[line.reason] : line.condition ? labels.condition[line.condition] : ''),
      {
        id: 'why',
        meta: { label: t`Reason or condition` },
      },
    ),
    column.accessor('remark', { meta: { label: t`Remark` } }),
    column.accessor('photoIds', {
      meta: { label: t`Photos` },
      // Each photo opens full size in a tab of its own: the inspection compares it with the part on the bench.
      cell: (info) =>
        info.getValue().map((photoId, index) => (
          <a key={photoId} href={`/api/admin/service-cases/${caseId}/photos/${photoId}`} target="_blank" rel="noopener">
            {t`Photo ${index + 1}`}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        )),
    }),
    column.accessor('unitCredit', {
      meta: { label: t`Credit per piece (net)`, numeric: true, nowrap: true },
      cell: (info) => formatPrice(info.getValue().value, info.getValue().currency, lang),
    }),
  ]
  return (
    <DataTable
      caption={t`Lines`}
      columns={columns}
      rows={lines}
      getRowId={(row) => String(row.lineNo)}
      loading={false}
      loadingText=""
      empty={<AdminEmpty>{t`This case has no lines.`}</AdminEmpty>}
    />
  )
}
