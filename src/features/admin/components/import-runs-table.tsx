import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { ImportRun } from '../../../shared/contracts/admin-import'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { useImportRuns } from '../api/imports'
import { AdminPagination } from './admin-pagination'
import { AdminEmpty, AdminError } from './admin-states'
import { formatTime } from './format-time'
import { useImportLabels } from './import-labels'

const column = createColumnHelper<ImportRun>()

type Props = { page: number; onPage: (page: number) => void; onShow: (runId: string) => void }

/** Earlier runs from every door (admin upload, command line, integration API, shop start), newest first. */
export function ImportRunsTable({ page, onPage, onShow }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const label = useImportLabels()
  const query = useImportRuns(page)
  const columns = [
    column.accessor('startedAt', {
      meta: { label: t`Started`, nowrap: true },
      cell: (info) => formatTime(info.getValue(), lang),
    }),
    column.accessor('startedBy', {
      meta: { label: t`By` },
      cell: ({ row }) => row.original.startedBy ?? label.source(row.original.source),
    }),
    column.accessor('source', { meta: { label: t`Source` }, cell: (info) => label.source(info.getValue()) }),
    column.accessor('files', {
      meta: { label: t`Files` },
      cell: ({ row }) => (
        <span className="admin__message">
          {label.format(row.original.format)}: {row.original.files.join(', ')}
        </span>
      ),
    }),
    column.accessor('mode', { meta: { label: t`Content` }, cell: (info) => label.mode(info.getValue()) }),
    column.accessor('status', { meta: { label: t`Status` }, cell: (info) => label.status(info.getValue()) }),
    column.accessor('counts', {
      meta: { label: t`Applied` },
      cell: (info) =>
        Object.entries(info.getValue())
          .map(([kind, n]) => `${label.kind(kind)}: ${n.toLocaleString(lang)}`)
          .join(' · ') || '–',
    }),
    column.accessor('refused', { meta: { label: t`Refused`, numeric: true } }),
    column.accessor('seconds', {
      meta: { label: t`Duration`, numeric: true, nowrap: true },
      cell: (info) => `${info.getValue().toLocaleString(lang)} s`,
    }),
    column.display({
      id: 'actions',
      meta: { label: t`Actions` },
      cell: ({ row }) => (
        <button
          type="button"
          className="button"
          aria-label={t`Show the import of ${formatTime(row.original.startedAt, lang)}`}
          onClick={() => onShow(row.original.id)}
        >
          <Trans>Show</Trans>
        </button>
      ),
    }),
  ]
  return (
    <section className="admin__stack">
      <h3>
        <Trans>Earlier imports</Trans>
      </h3>
      <DataTable
        caption={t`Import runs`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row.id}
        loading={query.isPending}
        loadingText={t`Loading import runs…`}
        busy={query.isPlaceholderData}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No catalogue has been imported yet.`}</AdminEmpty>}
      />
      <AdminPagination page={page} total={query.data?.total} onPage={onPage} />
    </section>
  )
}
