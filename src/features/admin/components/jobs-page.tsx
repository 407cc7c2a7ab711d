import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import { useId } from 'react'
import type { AdminJob } from '../../../shared/contracts/admin'
import { JOB_STATES, type JobState } from '../../../shared/contracts/admin-constants'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { useJobs, useRetryJob } from '../api/operations'
import { AdminPagination } from './admin-pagination'
import { AdminEmpty, AdminError } from './admin-states'
import { formatTime } from './format-time'

const column = createColumnHelper<AdminJob>()
export type JobFilter = { state?: JobState | undefined; page: number }

/** Background jobs (ERP outbox, order mails, document ZIPs): what waits, what failed for good, and a retry. */
export function JobsPage({ filter, onFilter }: { filter: JobFilter; onFilter: (next: JobFilter) => void }) {
  const { t } = useLingui()
  const id = useId()
  const lang = useLanguage()
  const query = useJobs(filter)
  const retry = useRetryJob()
  const stateLabel: Record<JobState, string> = { pending: t`Waiting`, failed: t`Failed`, done: t`Done` }
  const kindLabel = (kind: string) =>
    kind === 'erp-export-order'
      ? t`ERP outbox (order export)`
      : kind === 'order-confirmation-mail'
        ? t`Order confirmation mail`
        : kind
  const columns = [
    column.accessor('id', { meta: { label: t`Job`, numeric: true } }),
    column.accessor('kind', { meta: { label: t`Kind` }, cell: (info) => kindLabel(info.getValue()) }),
    column.accessor('state', { meta: { label: t`Status` }, cell: (info) => stateLabel[info.getValue()] }),
    column.accessor('attempts', { meta: { label: t`Attempts`, numeric: true } }),
    column.accessor('runAfter', {
      meta: { label: t`Next attempt`, nowrap: true },
      cell: (info) => formatTime(info.getValue(), lang),
    }),
    column.accessor('lastError', {
      meta: { label: t`Last error` },
      cell: (info) => <span className="admin__message">{info.getValue() ?? '–'}</span>,
    }),
    column.display({
      id: 'actions',
      meta: { label: t`Actions` },
      cell: ({ row }) =>
        row.original.state === 'done' ? null : (
          <button
            type="button"
            className="button"
            disabled={retry.isPending}
            aria-label={t`Run job ${row.original.id} again now`}
            onClick={() => retry.mutate(row.original.id)}
          >
            <Trans>Retry now</Trans>
          </button>
        ),
    }),
  ]
  const counts = query.data?.counts
  return (
    <section className="admin__stack">
      <h2>
        <Trans>Jobs and ERP outbox</Trans>
      </h2>
      {counts && (
        <p className="admin__counts">
          <Trans>
            Waiting: {counts.pending} · Failed: {counts.failed} · Done: {counts.done}
          </Trans>
        </p>
      )}
      <div className="admin__fields">
        <label htmlFor={`${id}-state`}>
          <Trans>Status</Trans>
        </label>
        <select
          id={`${id}-state`}
          value={filter.state ?? ''}
          onChange={(event) => onFilter({ state: (event.target.value || undefined) as JobState | undefined, page: 1 })}
        >
          <option value="">{t`All`}</option>
          {JOB_STATES.map((state) => (
            <option key={state} value={state}>
              {stateLabel[state]}
            </option>
          ))}
        </select>
      </div>
      {retry.isError && <AdminError error={retry.error} />}
      <DataTable
        caption={t`Jobs`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => String(row.id)}
        loading={query.isPending}
        loadingText={t`Loading jobs…`}
        busy={query.isPlaceholderData}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No jobs with this status.`}</AdminEmpty>}
      />
      <AdminPagination page={filter.page} total={query.data?.total} onPage={(page) => onFilter({ ...filter, page })} />
    </section>
  )
}
