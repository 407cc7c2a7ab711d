import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { AuditList } from '../../../shared/contracts/admin'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { useAudit } from '../api/operations'
import { AdminPagination } from './admin-pagination'
import { AdminEmpty, AdminError } from './admin-states'
import { formatTime } from './format-time'

type Entry = AuditList['items'][number]
const column = createColumnHelper<Entry>()

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="admin__muted">–</span>
  return <pre className="admin__json">{JSON.stringify(value, null, 1)}</pre>
}

/** Admin changes, newest first: who, when, what, before and after. `target` narrows it to one record. */
export function AuditTable({ target }: { target?: string }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const [page, setPage] = useState(1)
  const query = useAudit({ target, page })
  const columns = [
    column.accessor('createdAt', { meta: { label: t`When`, nowrap: true }, cell: (info) => formatTime(info.getValue(), lang) }),
    column.accessor('adminEmail', { meta: { label: t`Who` } }),
    column.accessor('action', { meta: { label: t`What` }, cell: (info) => <code>{info.getValue()}</code> }),
    column.accessor('target', { meta: { label: t`Record` }, cell: (info) => <code>{info.getValue()}</code> }),
    column.accessor('before', { meta: { label: t`Before` }, cell: (info) => <Values value={info.getValue()} /> }),
    column.accessor('after', { meta: { label: t`After` }, cell: (info) => <Values value={info.getValue()} /> }),
  ]
  return (
    <>
      <DataTable
        caption={t`Audit log`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => String(row.id)}
        loading={query.isPending}
        loadingText={t`Loading the audit log…`}
        busy={query.isPlaceholderData}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No changes recorded yet.`}</AdminEmpty>}
      />
      <AdminPagination page={page} total={query.data?.total} onPage={setPage} />
    </>
  )
}

export function AuditPage() {
  return (
    <section>
      <h2>
        <Trans>Audit log</Trans>
      </h2>
      <AuditTable />
    </section>
  )
}
