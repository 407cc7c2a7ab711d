import { type RefObject, useLayoutEffect } from 'react'

/** Space kept between a popup and the window's edges. */
const EDGE_MARGIN = 8

/**
 * How far to move a box sideways so it lies within [margin, viewportWidth − margin]: positive to the
 * right, negative to the left; a box wider than the window keeps its left edge visible.
 */
export function sidewaysNudge(left: number, right: number, viewportWidth: number, margin = EDGE_MARGIN): number {
  if (left < margin) return margin - left
  const past = right - (viewportWidth - margin)
  return past > 0 ? -Math.min(past, left - margin) : 0
}

/**
 * Keeps an open popup (anchored to a button somewhere in a row) inside the window: a panel aligned to
 * its button's right edge runs off the left on a phone when the button is not at the right (issue 30).
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!open || !element) return
    const place = () => {
      element.style.translate = ''
      const box = element.getBoundingClientRect()
      const nudge = sidewaysNudge(box.left, box.right, document.documentElement.clientWidth)
      element.style.translate = nudge ? `${nudge}px 0` : ''
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [ref, open])
}
