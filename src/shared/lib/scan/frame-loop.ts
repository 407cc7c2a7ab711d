/** A decode every ~120 ms: quick enough that a held label reads at once, slow enough to leave a tablet's CPU to the page. */
export const FRAME_INTERVAL_MS = 120

/**
 * Runs `step` again `intervalMs` after the previous run began, and never while one still runs:
 * a slow decode (zxing on an old tablet) delays the next frame instead of stacking decodes.
 * Returns the stop function.
 */
export function startFrameLoop(step: () => Promise<void>, intervalMs = FRAME_INTERVAL_MS): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = async () => {
    const started = performance.now()
    try {
      await step()
    } catch {
      // One unreadable frame (a camera switching, a decoder hiccup) must not end scanning.
    }
    if (stopped) return
    timer = setTimeout(run, Math.max(0, intervalMs - (performance.now() - started)))
  }
  timer = setTimeout(run, 0)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
