import { Trans, useLingui } from '@lingui/react/macro'
import type { Snapshot } from 'valtio'
import type { TrackedDownload } from '../../../shared/contracts/download-messages'
import { downloadPercent } from '../store'

type Props = { download: Snapshot<TrackedDownload>; onCancel: () => void; onRetry: () => void; onDismiss: () => void }

/**
 * One download (SPEC.md §3 "Download entry"): title, percent, the documents left out, and a button
 * that is disabled while the file is being built.
 */
export function DownloadEntry({ download, onCancel, onRetry, onDismiss }: Props) {
  const { t } = useLingui()
  const percent = downloadPercent(download)
  const { phase } = download
  const final = phase === 'failed' || phase === 'expired' || phase === 'cancelled'
  return (
    <li className={`download-entry download-entry--${phase}`}>
      <div className="download-entry__title">{download.title}</div>
      <progress
        className="download-entry__bar"
        max={100}
        value={percent}
        aria-label={t`Progress of ${download.title}`}
        aria-valuetext={`${percent} %`}
      />
      <div className="download-entry__state">
        <span>{percent} %</span> <DownloadPhase download={download} />
      </div>
      {download.errors.length > 0 && (
        <p className="download-entry__errors">
          <Trans>Not included (could not be produced):</Trans> {download.errors.map((e) => e.documentId).join(', ')}
        </p>
      )}
      <div className="download-entry__actions">
        {!final && (
          <button type="button" className="button" disabled={phase === 'building'} aria-disabled={phase === 'building'}>
            {phase === 'building' ? <Trans>Being prepared…</Trans> : <Trans>Saving…</Trans>}
          </button>
        )}
        {!final && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        )}
        {phase === 'failed' && download.request && (
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
        {final && (
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            <Trans>Remove from list</Trans>
          </button>
        )}
      </div>
    </li>
  )
}

function DownloadPhase({ download }: { download: Snapshot<TrackedDownload> }) {
  if (download.waiting) return <Trans>Waiting for a connection — it continues by itself.</Trans>
  switch (download.phase) {
    case 'building':
      return <Trans>The shop is putting the file together.</Trans>
    case 'fetching':
    case 'stored':
      return <Trans>The file is arriving.</Trans>
    case 'failed':
      return <Trans>The file could not be made.</Trans>
    case 'expired':
      return <Trans>The file has expired (files are kept for 30 minutes). Please ask for it again.</Trans>
    case 'cancelled':
      return <Trans>Cancelled.</Trans>
  }
}
