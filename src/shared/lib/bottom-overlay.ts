/**
 * Bars fixed at the bottom of the window (the consent bar, the update and offline-ready notices, alerts) must
 * never hide a page's last button (issue 30). Each one, while shown, reserves its height: the page gets
 * that much padding at its end (`--bottom-overlay` in styles.css), so it can always scroll its last
 * button above the bar, and focus and scrollIntoView keep clear of it (scroll-padding).
 */
const covering = new Map<Element, number>()

/** How far from the window's bottom edge the bars reach: the highest one counts, as they overlap. */
export function reservedHeight(heights: Iterable<number>): number {
  return Math.ceil(Math.max(0, ...heights))
}

function publish() {
  const height = reservedHeight(covering.values())
  const root = document.documentElement.style
  if (height > 0) root.setProperty('--bottom-overlay', `${height}px`)
  else root.removeProperty('--bottom-overlay')
}

/**
 * A ref callback for a bar fixed at the bottom (React 19 calls the returned cleanup when the bar goes):
 * `<div ref={reserveBottomSpace}>`. Measured again whenever the bar or the window changes size.
 */
export function reserveBottomSpace(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined
  const measure = () => {
    const box = element.getBoundingClientRect()
    // An empty area (the alert banner without alerts) covers nothing.
    covering.set(element, box.height > 0 ? window.innerHeight - box.top : 0)
    publish()
  }
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
  observer?.observe(element)
  window.addEventListener('resize', measure)
  measure()
  return () => {
    observer?.disconnect()
    window.removeEventListener('resize', measure)
    covering.delete(element)
    publish()
  }
}
