import { Trans, useLingui } from '@lingui/react/macro'
import type { ImportRunDetail } from '../../../shared/contracts/admin-import'
import { ApiError } from '../../../shared/lib/api-client'
import { useLanguage } from '../../../shared/lib/language'
import { reportUrl, useImportRun } from '../api/imports'
import { AdminError } from './admin-states'
import { formatTime } from './format-time'
import { ImportCancel } from './import-cancel'
import { useImportLabels } from './import-labels'
import { ImportRefusalsTable } from './import-refusals-table'
import { ProgressBar } from './progress-bar'

/** One run: its progress while it runs, then what it applied, why it failed, and the rows it refused. */
export function ImportRunView({ runId }: { runId: string }) {
  const { t } = useLingui()
  const query = useImportRun(runId)
  if (query.isPending) {
    return (
      <p className="admin__notice" role="status">
        <Trans>Starting the import…</Trans>
      </p>
    )
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <p className="admin__notice admin__notice--error" role="alert">
        <Trans>This import has no record: it did not start, most likely because another import had just begun.</Trans>
      </p>
    )
  }
  if (query.isError) return <AdminError error={query.error} onRetry={() => void query.refetch()} />
  const run = query.data
  return (
    <section className="admin__stack" aria-labelledby={`run-${run.id}`}>
      <h3 id={`run-${run.id}`}>{t`Import of ${run.files.join(', ')}`}</h3>
      <RunFacts run={run} />
      {run.status === 'running' ? <RunProgress run={run} /> : <RunResult run={run} />}
    </section>
  )
}

function RunFacts({ run }: { run: ImportRunDetail }) {
  const lang = useLanguage()
  const label = useImportLabels()
  return (
    <dl className="admin__facts">
      <dt>
        <Trans>Status</Trans>
      </dt>
      <dd>{label.status(run.status)}</dd>
      <dt>
        <Trans>Started</Trans>
      </dt>
      <dd>
        {formatTime(run.startedAt, lang)} · {run.startedBy ?? label.source(run.source)}
      </dd>
      <dt>
        <Trans>Format and content</Trans>
      </dt>
      <dd>
        {label.format(run.format)} · {label.mode(run.mode)}
      </dd>
    </dl>
  )
}

function RunProgress({ run }: { run: ImportRunDetail }) {
  const { t } = useLingui()
  const label = useImportLabels()
  const lang = useLanguage()
  const count = (n: number) => n.toLocaleString(lang)
  return (
    <div aria-live="polite">
      <p>{label.phase(run.phase)}</p>
      <ProgressBar
        label={t`Import progress`}
        value={run.processed}
        max={run.total}
        valueText={
          run.total === null ? t`${count(run.processed)} rows read` : t`${count(run.processed)} of ${count(run.total)} rows`
        }
      />
      <ImportCancel run={run} />
    </div>
  )
}

function RunResult({ run }: { run: ImportRunDetail }) {
  const { t } = useLingui()
  const label = useImportLabels()
  const lang = useLanguage()
  const counts = Object.entries(run.counts)
  return (
    <div className="admin__stack" role="status">
      {run.message && (
        <p className={run.status === 'done' ? 'admin__notice' : 'admin__notice admin__notice--error'}>{run.message}</p>
      )}
      <p>
        <Trans>Took {run.seconds.toLocaleString(lang)} s.</Trans>
      </p>
      {counts.length > 0 && (
        <ul className="admin__counts-list" aria-label={t`Applied records`}>
          {counts.map(([kind, n]) => (
            <li key={kind}>
              {label.kind(kind)}: <strong>{n.toLocaleString(lang)}</strong>
            </li>
          ))}
        </ul>
      )}
      {run.refused === 0 ? (
        <p>
          <Trans>No rows were refused.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              {run.refused.toLocaleString(lang)} rows were refused.{' '}
              <a href={reportUrl(run.id)} download>
                Download the report (CSV)
              </a>
            </Trans>
          </p>
          <ImportRefusalsTable refusals={run.refusals} more={run.refused > run.refusals.length} />
        </>
      )}
    </div>
  )
}
