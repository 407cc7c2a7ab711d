import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { ErrorLogList } from '../../../shared/contracts/admin'
import { ERROR_LOG_LEVELS } from '../../../shared/contracts/admin-constants'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { FilterBar } from '../../../shared/ui/filter-bar'
import { type ErrorLogFilter, useErrorLogs } from '../api/operations'
import { AdminPagination } from './admin-pagination'
import { AdminEmpty, AdminError } from './admin-states'
import { formatTime } from './format-time'

type Entry = ErrorLogList['items'][number]
const column = createColumnHelper<Entry>()

/** Errors the SPA and server reported (POST /api/error-log), filtered by level, text and day, paged. */
export function ErrorLogPage({ filter, onFilter }: { filter: ErrorLogFilter; onFilter: (next: ErrorLogFilter) => void }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const query = useErrorLogs(filter)
  const columns = [
    column.accessor('createdAt', { meta: { label: t`When`, nowrap: true }, cell: (info) => formatTime(info.getValue(), lang) }),
    column.accessor('level', { meta: { label: t`Level` }, cell: (info) => <code>{info.getValue()}</code> }),
    column.accessor('message', {
      meta: { label: t`Message` },
      cell: (info) => <span className="admin__message">{info.getValue()}</span>,
    }),
    column.accessor('userId', { meta: { label: t`Customer` }, cell: (info) => info.getValue() ?? '–' }),
  ]
  const filtered = Boolean(filter.level || filter.q || filter.from || filter.to)
  return (
    <section className="admin__stack">
      <h2>
        <Trans>Error log</Trans>
      </h2>
      <FilterBar
        values={{ q: filter.q, status: filter.level, from: filter.from, to: filter.to }}
        onChange={(values) => onFilter({ q: values.q, level: values.status, from: values.from, to: values.to, page: 1 })}
        searchLabel={t`Text in the message`}
        statusOptions={ERROR_LOG_LEVELS.map((level) => ({ value: level, label: level }))}
      />
      <DataTable
        caption={t`Error log`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => String(row.id)}
        loading={query.isPending}
        loadingText={t`Loading the error log…`}
        busy={query.isPlaceholderData}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{filtered ? t`No entry matches these filters.` : t`No errors recorded.`}</AdminEmpty>}
      />
      <AdminPagination page={filter.page} total={query.data?.total} onPage={(page) => onFilter({ ...filter, page })} />
    </section>
  )
}
