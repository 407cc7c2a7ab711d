import { lazy, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { consentStore } from '../../../shared/lib/tracking/consent'

const ConsentBar = lazy(() => import('./consent-bar').then((module) => ({ default: module.ConsentBar })))

/**
 * The consent bar's code and styles are not part of the first page (issue 17): they load only for a
 * visitor who has not chosen yet, and only after the page's first paint (the bar never shifts the layout).
 */
export function ConsentGate() {
  const { choice } = useSnapshot(consentStore)
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    // Two frames: the first is the one the browser paints the page in.
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [])
  if (choice || !painted) return null
  return (
    <Suspense fallback={null}>
      <ConsentBar />
    </Suspense>
  )
}
