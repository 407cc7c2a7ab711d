import { type RefObject, useEffect, useState } from 'react'
import { useMediaQuery } from '../../lib/use-media-query'

/** SPEC.md §9: the carousel turns every 3000 ms and recounts its slides 150 ms after resizing stops. */
export const CAROUSEL_AUTOPLAY_MS = 3000
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 150

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** True while the user asks for less motion; such users get no autoplay (WCAG 2.2.2, 2.3.3). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION)
}

/** How many slides fit the element's width, recounted once resizing has paused for 150 ms. */
export function useSlidesPerView(element: RefObject<HTMLElement | null>, slideWidth: number, max: number): number {
  const [perView, setPerView] = useState(1)
  useEffect(() => {
    const measure = () => {
      const width = element.current?.clientWidth ?? 0
      setPerView(Math.max(1, Math.min(max, Math.floor(width / slideWidth))))
    }
    measure()
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [element, slideWidth, max])
  return perView
}

/** Calls `advance` every 3000 ms while `running`. */
export function useAutoplay(running: boolean, advance: () => void) {
  useEffect(() => {
    if (!running) return
    const timer = setInterval(advance, CAROUSEL_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [running, advance])
}
