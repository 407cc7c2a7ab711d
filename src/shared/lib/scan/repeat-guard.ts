/** How long the same code, seen again, still counts as the same hold of the camera. */
export const REPEAT_WINDOW_MS = 1500

/**
 * Continuous mode sees the code under the camera on every frame: only the first sighting counts,
 * and each further sighting of the same text extends the hold, so holding a label for five seconds
 * adds it once. Another code, or the same one after a pause longer than the window, counts again.
 */
export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS, now: () => number = () => performance.now()) {
  let lastText: string | null = null
  let lastSeen = Number.NEGATIVE_INFINITY
  return {
    isNew(text: string): boolean {
      const time = now()
      const repeated = text === lastText && time - lastSeen < windowMs
      lastText = text
      lastSeen = time
      return !repeated
    },
  }
}
