import { proxy } from 'valtio'
import { DOWNLOAD_TOOLTIP_MS, type TrackedDownload } from '../../shared/contracts/download-messages'

/**
 * The downloads as the service worker reports them (SPEC.md §3 "Active downloads"), plus the
 * completion tooltip. The worker is the truth; this store only mirrors its last broadcast.
 */
export const downloadsStore = proxy({
  downloads: [] as TrackedDownload[],
  /** SPEC.md §4: when none remain, a completion tooltip shows for 1 s. */
  completedTooltip: false,
  /** The last finished one, said once to screen readers. */
  announcement: '',
})

let tooltipTimer: ReturnType<typeof setTimeout> | undefined

export function applyDownloads(next: TrackedDownload[]) {
  const hadActive = downloadsStore.downloads.length > 0
  downloadsStore.downloads = next
  if (hadActive && next.length === 0) showCompletedTooltip()
}

function showCompletedTooltip() {
  downloadsStore.completedTooltip = true
  clearTimeout(tooltipTimer)
  tooltipTimer = setTimeout(() => {
    downloadsStore.completedTooltip = false
  }, DOWNLOAD_TOOLTIP_MS)
}

export function announceDownload(text: string) {
  downloadsStore.announcement = text
}

/** SPEC.md §3 "Download entry" value: current/total as a whole percent. */
export function downloadPercent(download: Pick<TrackedDownload, 'downloadStatus'>): number {
  const { current, total } = download.downloadStatus
  return total > 0 ? Math.floor((current / total) * 100) : 0
}
