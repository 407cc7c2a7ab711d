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

/**
 * The landing render's step: 0 in its first render, one more each task (effects run after paint) up
 * to `last`; on any later page the last step at once.
 */
function useLandingStep(last: number): number {
  const [step, setStep] = useState(() => (landing ? 0 : Number.POSITIVE_INFINITY))
  useEffect(() => {
    if (step >= last) return
    const timer = setTimeout(() => setStep(step + 1), 0)
    return () => clearTimeout(timer)
  }, [step, last])
  return step
}

/** False in the landing page's first render, true from the next task on and in every later page. */
export function useLandingPainted(): boolean {
  return useLandingStep(1) >= 1
}

/** How many of `length` items to render now: on the landing page `perTask` more each task, elsewhere all. */
export function useStagedLength(length: number, perTask: number): number {
  const step = useLandingStep(Math.ceil(length / perTask) - 1)
  return Math.min(length, (step + 1) * perTask)
}
