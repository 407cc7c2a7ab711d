import { Trans } from '@lingui/react/macro'
import { useImportRuns } from '../api/imports'
import { ImportRunView } from './import-run-view'
import { ImportRunsTable } from './import-runs-table'
import { ImportUploadForm } from './import-upload-form'

export type ImportsView = { run?: string | undefined; page: number }

/**
 * The catalogue import (issue 28): upload a file, follow its run to the result and the refused rows,
 * and look back at earlier runs. The run shown is in the URL, so a reload keeps following it.
 */
export function ImportsPage({ view, onView }: { view: ImportsView; onView: (next: ImportsView) => void }) {
  const runs = useImportRuns(view.page)
  const running = runs.data?.items.some((run) => run.status === 'running') ?? false
  return (
    <section className="admin__stack">
      <h2>
        <Trans>Catalogue import</Trans>
      </h2>
      <ImportUploadForm busy={running} onStarted={(run) => onView({ ...view, run })} />
      {view.run && <ImportRunView key={view.run} runId={view.run} />}
      <ImportRunsTable page={view.page} onPage={(page) => onView({ ...view, page })} onShow={(run) => onView({ ...view, run })} />
    </section>
  )
}
