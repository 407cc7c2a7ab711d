import { useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { ImportRefusal } from '../../../shared/contracts/admin-import'
import { DataTable } from '../../../shared/ui/data-table'
import { AdminEmpty } from './admin-states'
import { usePositionText, useRefusalReason } from './refusal-reason'

const column = createColumnHelper<ImportRefusal & { n: number }>()

/** The first refused rows of a run: where (file, line/element), which field, and why in the admin's words. */
export function ImportRefusalsTable({ refusals, more }: { refusals: ImportRefusal[]; more: boolean }) {
  const { t } = useLingui()
  const reason = useRefusalReason()
  const position = usePositionText()
  const columns = [
    column.accessor('file', { meta: { label: t`File` } }),
    column.accessor('at', { meta: { label: t`Position`, nowrap: true }, cell: (info) => position(info.getValue()) }),
    column.accessor('field', { meta: { label: t`Field` } }),
    column.display({
      id: 'reason',
      meta: { label: t`Reason` },
      cell: ({ row }) => <span className="admin__message">{reason(row.original.code, row.original.reason)}</span>,
    }),
  ]
  return (
    <>
      <DataTable
        caption={t`Refused rows`}
        columns={columns}
        rows={refusals.map((refusal, n) => ({ ...refusal, n }))}
        getRowId={(row) => String(row.n)}
        loading={false}
        loadingText=""
        empty={<AdminEmpty>{t`No rows were refused.`}</AdminEmpty>}
      />
      {more && <p className="admin__hint">{t`Only the first ${refusals.length} are shown here; the report has them all.`}</p>}
    </>
  )
}
