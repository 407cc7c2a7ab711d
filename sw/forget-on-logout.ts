import { del } from 'idb-keyval'
import { registerRoute } from 'workbox-routing'
import { CHECKOUT_DRAFT_KEY } from '../src/shared/contracts/cart-constants'
import { DOWNLOAD_FILE_CACHE } from '../src/shared/contracts/download-messages'
import { DOCUMENT_PDF_CACHE } from './document-cache'
import { forgetAllDownloads } from './downloads/download-store'
import { broadcastDownloads } from './downloads/follow-downloads'

declare const self: ServiceWorkerGlobalScope

/**
 * A customer's private papers leave the device with the customer: on logout the kept PDFs, the
 * downloads followed, any finished ZIP waiting to be saved and the checkout's kept choices are deleted, whether or not the logout
 * call reaches the shop. The request itself passes through unchanged.
 */
export function registerForgetOnLogout() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === '/api/logout',
    async ({ request }) => {
      await Promise.all([
        caches.delete(DOCUMENT_PDF_CACHE),
        caches.delete(DOWNLOAD_FILE_CACHE),
        forgetAllDownloads(),
        del(CHECKOUT_DRAFT_KEY).catch(() => {}),
      ])
      await broadcastDownloads()
      return fetch(request)
    },
    'POST',
  )
}
