/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerAppShellNavigation } from './app-shell'
import { registerBuildManifestCache } from './build-manifest-cache'
import { registerCatalogCache } from './catalog-cache'
import { registerDocumentCache } from './document-cache'
import { registerDownloads } from './downloads/register-downloads'
import { registerForgetOnLogout } from './forget-on-logout'
import { registerScannerCache } from './scanner-cache'
import { registerSync } from './sync/register-sync'

declare const self: ServiceWorkerGlobalScope

// Only wiring here; each caching policy lives in its own file.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerAppShellNavigation()
registerCatalogCache()
registerBuildManifestCache()
registerDocumentCache()
registerScannerCache()
registerSync()
registerDownloads()
registerForgetOnLogout()
// Take control of pages opened before the first install, so the very first visit works offline.
// An update still waits for the user's consent: activation only follows SKIP_WAITING.
clientsClaim()

// A new version waits until the page asks for it (the user agreed to reload).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
