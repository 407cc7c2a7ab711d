import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useKeepInViewport } from '../../../shared/lib/keep-in-viewport'
import { DownloadIcon } from '../../../shared/ui/icons'
import { cancelDownload } from '../api/cancel-download'
import { startDownload } from '../api/start-download'
import { tellWorker } from '../lib/worker-channel'
import { downloadPercent, downloadsStore } from '../store'
import { DownloadEntry } from './download-entry'
import './downloads.css'

/** Asks again with what was asked the first time (under a new Idempotency-Key), and drops the failed entry. */
async function retry(queueId: string) {
  const failed = downloadsStore.downloads.find((d) => d.queueId === queueId)
  if (!failed?.request) return
  await tellWorker({ type: 'downloads-forget', queueId })
  await startDownload(failed.request, failed.title)
}

/**
 * In the header while downloads are pending (SPEC.md §6): how far they are, a panel with each one,
 * and for 1 s after the last one the completion tooltip. Progress is announced to screen readers.
 */
export function DownloadsIndicator({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useLingui()
  const { downloads, completedTooltip, announcement } = useSnapshot(downloadsStore)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const shown = open && downloads.length > 0
  useKeepInViewport(panelRef, shown)
  const building = downloads.filter((d) => d.phase === 'building' || d.phase === 'fetching' || d.phase === 'stored')
  const overall = building.length ? Math.floor(building.reduce((sum, d) => sum + downloadPercent(d), 0) / building.length) : 100

  return (
    <div className="downloads-indicator">
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {downloads.length > 0 && (
        <button
          type="button"
          className="button downloads-indicator__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <DownloadIcon size={20} />
          <span className="downloads-indicator__label">
            {plural(downloads.length, { one: '# download', other: '# downloads' })}
          </span>
          <span className="downloads-indicator__percent">{overall} %</span>
        </button>
      )}
      {completedTooltip && (
        <p role="status" className="downloads-indicator__tooltip">
          <Trans>All downloads are complete.</Trans>
        </p>
      )}
      <div id={panelId} ref={panelRef} className="downloads-indicator__panel" hidden={!shown}>
        <ul aria-label={t`Downloads`}>
          {downloads.map((download) => (
            <DownloadEntry
              key={download.queueId}
              download={download}
              onCancel={() => cancelDownload(download.queueId).catch(onError)}
              onDismiss={() => void tellWorker({ type: 'downloads-forget', queueId: download.queueId })}
              onRetry={() => retry(download.queueId).catch(onError)}
            />
          ))}
        </ul>
      </div>
    </div>
  )
}
