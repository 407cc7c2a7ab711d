import { useEffect, useState } from 'react'

/** Whether a CSS media query matches now, following changes (a rotated tablet, a resized window). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches)
  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const list = matchMedia(query)
    const follow = () => setMatches(list.matches)
    follow()
    list.addEventListener('change', follow)
    return () => list.removeEventListener('change', follow)
  }, [query])
  return matches
}
