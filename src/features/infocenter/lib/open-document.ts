/**
 * Offline, a PDF opens only when this device kept it (the service worker stores every PDF opened
 * online). The check runs before a tab opens, so a rep in a yard gets a clear message instead of
 * the browser's error page.
 */
export async function isDocumentOnDevice(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false
  // Any language's copy will do offline: the numbers on it are the same.
  return (await caches.match(url, { ignoreSearch: true })) !== undefined
}

type Options = { download?: string | undefined; onUnavailable: () => void }

/**
 * For a PDF link's click: online the link does its job; offline it opens or saves the kept copy,
 * or reports that the document needs a connection.
 */
export function openDocumentOffline(event: { preventDefault: () => void }, url: string, { download, onUnavailable }: Options) {
  if (navigator.onLine) return
  event.preventDefault()
  void isDocumentOnDevice(url).then((kept) => {
    if (!kept) return onUnavailable()
    if (!download) return void window.open(url, '_blank', 'noopener')
    const link = document.createElement('a')
    link.href = url
    link.download = download
    link.click()
  })
}
