/** When barcodes entered the picture and when the scanner announced a line, on the page's clock (ms). */
export type ScanTimes = { appeared: number[]; announced: number[]; clock: string }

/** Each announcement's time since the latest appearance not already used by an earlier one. */
export function scanLatencies({ appeared, announced }: ScanTimes): number[] {
  const latencies: number[] = []
  let used = -1
  for (const at of announced) {
    const index = appeared.findLastIndex((time) => time <= at)
    if (index <= used) continue
    used = index
    latencies.push(at - (appeared[index] ?? at))
  }
  return latencies
}
