import { describe, expect, it } from 'vitest'
import { scanLatencies } from '../bench/scan-latencies'

describe('scan latencies of bench:scan', () => {
  it('times each announcement from the latest appearance of a barcode, once per appearance', () => {
    const latencies = scanLatencies({
      // Appearances at 1000, 4000, 7000; the second appearance is announced twice, the third never.
      appeared: [1000, 4000, 7000],
      announced: [1300, 4250, 4900, 7400 - 1000],
      clock: 'captureTime',
    })
    expect(latencies).toEqual([300, 250])
  })

  it('skips an announcement that comes before any barcode was seen', () => {
    expect(scanLatencies({ appeared: [500], announced: [100, 900], clock: 'captureTime' })).toEqual([400])
  })
})
