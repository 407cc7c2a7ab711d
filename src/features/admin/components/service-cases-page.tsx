import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { AdminCaseSummary } from '../../../shared/contracts/admin-service-cases'
import { FORM_KINDS, FORM_STATUSES, type FormKind, type FormStatus } from '../../../shared/contracts/services-constants'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { type CaseListView, useServiceCases } from '../api/service-cases'
import { AdminPagination } from './admin-pagination'
import { AdminEmpty, AdminError } from './admin-states'
import { formatTime } from './format-time'
import { useAdminCaseLabels } from './service-case-labels'

const column = createColumnHelper<AdminCaseSummary>()

type Props = { view: CaseListView; onView: (next: CaseListView) => void }

/** Return, warranty and core cases (issue 31), newest first: by step, kind, or a number; a row opens the case. */
export function ServiceCasesPage({ view, onView }: Props) {
  const { t } = useLingui()
  const id = useId()
  const params = useLangParam()
  const lang = useLanguage()
  const labels = useAdminCaseLabels()
  const query = useServiceCases(view)
  const [q, setQ] = useState(view.q ?? '')
  useEffect(() => setQ(view.q ?? ''), [view.q])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onView({ ...view, q: q.trim() || undefined, page: 1 })
  }
  const columns = [
    column.accessor('number', {
      meta: { label: t`Case`, nowrap: true },
      cell: (info) => (
        <Link to="/{-$lang}/kihadmin/service-cases/$caseId" params={{ ...params, caseId: String(info.row.original.id) }}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('kind', { meta: { label: t`Kind` }, cell: (info) => labels.kind[info.getValue()] }),
    column.accessor('status', { meta: { label: t`Status` }, cell: (info) => labels.status[info.getValue()] }),
    column.accessor('companyName', {
      meta: { label: t`Customer` },
      cell: (info) => `${info.row.original.customerId} ${info.getValue()}`,
    }),
    column.accessor('pieces', { meta: { label: t`Pieces`, numeric: true } }),
    column.accessor('createdAt', {
      meta: { label: t`Requested on`, nowrap: true },
      cell: (info) => formatTime(info.getValue(), lang),
    }),
  ]
  return (
    <section className="admin__stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Returns, warranty claims and cores</Trans>
      </h2>
      <div className="admin__fields">
        <label htmlFor={`${id}-status`}>
          <Trans>Status</Trans>
        </label>
        <select
          id={`${id}-status`}
          value={view.status ?? ''}
          onChange={(event) => onView({ ...view, status: (event.target.value || undefined) as FormStatus | undefined, page: 1 })}
        >
          <option value="">{t`All`}</option>
          {FORM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labels.status[status]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-kind`}>
          <Trans>Kind</Trans>
        </label>
        <select
          id={`${id}-kind`}
          value={view.kind ?? ''}
          onChange={(event) => onView({ ...view, kind: (event.target.value || undefined) as FormKind | undefined, page: 1 })}
        >
          <option value="">{t`All`}</option>
          {FORM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {labels.kind[kind]}
            </option>
          ))}
        </select>
      </div>
      <search>
        <form className="admin__search" onSubmit={submit}>
          <label htmlFor={`${id}-q`}>
            <Trans>Case, customer or article number, or company</Trans>
          </label>
          <input id={`${id}-q`} type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
          <button type="submit" className="button button--primary">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      <DataTable
        caption={t`Cases`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => String(row.id)}
        loading={query.isPending}
        loadingText={t`Loading cases…`}
        busy={query.isPlaceholderData}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No case matches these filters.`}</AdminEmpty>}
      />
      <AdminPagination page={view.page} total={query.data?.total} onPage={(page) => onView({ ...view, page })} />
    </section>
  )
}
