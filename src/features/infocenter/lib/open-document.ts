import { saveFile } from '../../../shared/lib/save-file'

/**
 * Opening a business document where the signal is weak. `navigator.onLine` says little (a phone on
 * a yard's Wi-Fi without internet is "online"), so the page asks for the PDF itself: through the
 * service worker, which answers from the shop, or from the copy it kept when the shop cannot be
 * reached (sw/document-cache.ts). Only when neither has it does the buyer read that it needs a
 * connection, instead of the browser's error page in a new tab.
 */
async function fetchDocument(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' })
    return response.ok ? await response.blob() : null
  } catch {
    return null
  }
}

// The tab keeps the file's address until it is closed; a minute is plenty to hand it over.
const revokeLater = (objectUrl: string) => setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)

/**
 * The tab opens at once (inside the click, so no popup blocker stops it) and shows the PDF when it
 * has arrived; it closes again when there is none.
 */
export async function openDocument(url: string, onUnavailable: () => void) {
  const tab = window.open('', '_blank')
  const blob = await fetchDocument(url)
  if (!blob) {
    tab?.close()
    onUnavailable()
    return
  }
  const objectUrl = URL.createObjectURL(blob)
  if (tab) tab.location.href = objectUrl
  else window.location.assign(url)
  revokeLater(objectUrl)
}

export async function downloadDocument(url: string, fileName: string, onUnavailable: () => void) {
  const blob = await fetchDocument(url)
  if (!blob) return onUnavailable()
  saveFile(blob, fileName)
}
