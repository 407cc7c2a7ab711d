import { useEffect, useState } from 'react'

/**
 * The page a visitor lands on renders in steps (issue 17): what the first screen shows, then, after
 * that has painted, the rest (the footer, a long list's remainder a few items a task). One render of
 * the header, 24 result cards and the footer held a phone's CPU for about 250 ms, which is what
 * Lighthouse's blocking time counts. Only while landing: a page reached by a later navigation (and so
 * one returned to by "back") renders whole at once, so the browser's scroll restoration finds the page
 * as tall as it was.
 */
let landing = true

/** Called on the first navigation after the landing page (`src/app/start.tsx`). */
export function endLanding(): void {
  landing = false
}

/** False in the landing page's first render, true from the next task on and in every later page. */
export function useLandingPainted(): boolean {
  const [painted, setPainted] = useState(() => !landing)
  useEffect(() => {
    if (painted) return
    const timer = setTimeout(() => setPainted(true), 0)
    return () => clearTimeout(timer)
  }, [painted])
  return painted
}

/**
 * How many of `length` items to render now: on the landing page `perTask` more each task (and each
 * frame: effects run after paint), elsewhere all at once.
 */
export function useStagedLength(length: number, perTask: number): number {
  const [shown, setShown] = useState(() => (landing ? perTask : Number.POSITIVE_INFINITY))
  useEffect(() => {
    if (shown >= length) return
    const timer = setTimeout(() => setShown(shown + perTask), 0)
    return () => clearTimeout(timer)
  }, [shown, length, perTask])
  return Math.min(shown, length)
}
