import { type MouseEvent, type RefObject, useEffect } from 'react'

/**
 * "Back" to a list of parts lands on the part the buyer opened, where it was on the screen. The
 * browser restores the scroll offset in pixels, but the cards are laid out only when near the screen
 * (content-visibility, issue 17): the cards above it that were never on screen come back at their
 * estimated height, so the same offset landed up to a screen away from the opened part (seen at 390 px:
 * the estimate is 266 px for a guest's 188 px card). So each history entry remembers which link was
 * followed and how far from the top of the screen it was, and the list puts it back there.
 */
type Opened = { href: string; top: number }
const openedByEntry = new Map<string, Opened>()

/** The history entry's own key (TanStack history gives each entry one): a new visit of the same URL has another. */
const entryKey = () => (window.history.state as { __TSR_key?: string } | null)?.__TSR_key

/** A link's click handler: remembers the link before the router leaves the entry. */
export function rememberOpened(event: MouseEvent<HTMLAnchorElement>): void {
  // A click that opens another tab or window leaves this page where it is.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const entry = entryKey()
  const href = event.currentTarget.getAttribute('href')
  if (entry && href) openedByEntry.set(entry, { href, top: event.currentTarget.getBoundingClientRect().top })
}

/** On a return to the entry, scrolls the remembered link back to where it was once the list has rendered. */
export function useReturnToOpened(list: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const entry = entryKey()
    const opened = entry ? openedByEntry.get(entry) : undefined
    if (!entry || !opened) return
    // After the frame in which the browser restores its own offset, so this correction is the last word.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        openedByEntry.delete(entry)
        const link = list.current?.querySelector(`a[href="${CSS.escape(opened.href)}"]`)
        if (link) window.scrollBy(0, link.getBoundingClientRect().top - opened.top)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [list])
}
