import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminGlobalAlert } from '../../../shared/contracts/admin'
import { DEFAULT_LANGUAGE } from '../../../shared/contracts/languages'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { useAdminAlerts, useDeleteAlert } from '../api/global-alerts'
import { AdminEmpty, AdminError } from './admin-states'
import { AlertForm } from './alert-form'
import { formatTime } from './format-time'
import { useTypeLabels } from './labels'

const column = createColumnHelper<AdminGlobalAlert>()

/** Banner messages every visitor sees in the alert area while they are active (SPEC.md §2). */
export function AlertsPage() {
  const { t } = useLingui()
  const lang = useLanguage()
  const typeLabel = useTypeLabels()
  const query = useAdminAlerts()
  const remove = useDeleteAlert()
  const now = Date.now()
  const status = (alert: AdminGlobalAlert) =>
    Date.parse(alert.endsAt) <= now ? t`Ended` : Date.parse(alert.startsAt) > now ? t`Scheduled` : t`Showing now`
  const columns = [
    column.accessor('type', { meta: { label: t`Type` }, cell: (info) => typeLabel[info.getValue()] }),
    column.accessor((alert) => alert.texts[lang] || alert.texts[DEFAULT_LANGUAGE] || Object.values(alert.texts)[0] || '', {
      id: 'text',
      meta: { label: t`Text` },
    }),
    column.accessor('startsAt', {
      meta: { label: t`Shown from`, nowrap: true },
      cell: (info) => formatTime(info.getValue(), lang),
    }),
    column.accessor('endsAt', {
      meta: { label: t`Shown until`, nowrap: true },
      cell: (info) => formatTime(info.getValue(), lang),
    }),
    column.display({ id: 'status', meta: { label: t`Status` }, cell: ({ row }) => status(row.original) }),
    column.display({
      id: 'actions',
      meta: { label: t`Actions` },
      cell: ({ row }) => (
        <button
          type="button"
          className="button"
          disabled={remove.isPending}
          aria-label={t`Delete the message shown from ${formatTime(row.original.startsAt, lang)}`}
          onClick={() => remove.mutate(row.original.id)}
        >
          <Trans>Delete</Trans>
        </button>
      ),
    }),
  ]
  return (
    <section className="admin__stack">
      <h2>
        <Trans>Banner messages</Trans>
      </h2>
      <AlertForm />
      {remove.isError && <AdminError error={remove.error} />}
      <DataTable
        caption={t`Banner messages`}
        columns={columns}
        rows={query.data?.alerts}
        getRowId={(row) => row.id}
        loading={query.isPending}
        loadingText={t`Loading banner messages…`}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No banner messages yet.`}</AdminEmpty>}
      />
    </section>
  )
}
