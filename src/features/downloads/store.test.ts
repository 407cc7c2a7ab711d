import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TrackedDownload } from '../../shared/contracts/download-messages'
import { applyDownloads, downloadPercent, downloadsStore } from './store'

const entry = (queueId: string): TrackedDownload => ({
  queueId,
  title: '3 documents',
  startTime: Date.now(),
  downloadStatus: { current: 1, total: 3 },
  errors: [],
  phase: 'building',
  fileName: null,
  received: 0,
  size: null,
  waiting: false,
  fetchBy: null,
  request: null,
})

describe('downloads store', () => {
  afterEach(() => vi.useRealTimers())

  it('gives progress as a whole percent of current/total', () => {
    expect(downloadPercent({ downloadStatus: { current: 1, total: 3 } })).toBe(33)
    expect(downloadPercent({ downloadStatus: { current: 50, total: 50 } })).toBe(100)
    expect(downloadPercent({ downloadStatus: { current: 0, total: 0 } })).toBe(0)
  })

  it('shows the completion tooltip for 1 s once the last download is gone', () => {
    vi.useFakeTimers()
    applyDownloads([entry('a'), entry('b')])
    applyDownloads([entry('b')])
    expect(downloadsStore.completedTooltip).toBe(false)
    applyDownloads([])
    expect(downloadsStore.completedTooltip).toBe(true)
    vi.advanceTimersByTime(999)
    expect(downloadsStore.completedTooltip).toBe(true)
    vi.advanceTimersByTime(1)
    expect(downloadsStore.completedTooltip).toBe(false)
  })

  it('shows no tooltip when nothing was downloading', () => {
    applyDownloads([])
    expect(downloadsStore.completedTooltip).toBe(false)
  })
})
