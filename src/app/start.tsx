import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, StrictMode, Suspense, startTransition } from 'react'
import { subscribeKey } from 'valtio/utils'
import { AlertBanner } from '../features/alerts/components/alert-banner'
import { restoreCartDraft } from '../features/cart/store'
import { ConsentGate } from '../features/tracking/components/consent-gate'
import { LOCALE_OF } from '../shared/contracts/languages'
import { splitLanguage } from '../shared/contracts/routes'
import { activateLanguage, i18n } from '../shared/lib/i18n'
import { endLanding } from '../shared/lib/landing-render'
import { checkConnection } from '../shared/lib/use-online'
import { isLoggedIn, sessionEndedWhileAway, sessionStore } from '../shared/session/session-store'
import { createAppRoot } from './app-root'
import { wireCatalogVersionRefresh } from './catalog-version-refresh'
import { startProductRead } from './early-data'
import { queryClient, restoreAndPersistQueryCache } from './query-client'
import { router } from './router'
import { wireShopMeta } from './shop-meta'
import { connectSyncBridge } from './sync-bridge'
import { installChunkRecovery } from './update/chunk-recovery'
import { forgetUserOnDevice, wireSession } from './wire-session'
import { wireTracking } from './wire-tracking'
import './styles.css'
import './catalog.css'

/** How long the first render waits for the page's code and data (TanStack Router's own pending delay). */
const FIRST_RENDER_WAIT_MS = 1000

// The update prompt registers the service worker; neither is needed for the first paint (issue 17).
const ReloadPrompt = lazy(() => import('./reload-prompt').then((module) => ({ default: module.ReloadPrompt })))

export async function startApp(container: HTMLElement) {
  const { lang } = splitLanguage(window.location.pathname)
  // A page's first number format loads ICU's number data, about 50 ms on a phone's CPU. In a task of
  // its own while the catalog loads, it is not part of the first render's (issue 17).
  setTimeout(() => new Intl.NumberFormat(LOCALE_OF[lang]), 0)
  // The landing page renders in steps, every later page whole (landing-render.ts).
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => fromLocation && endLanding())
  wireSession(router)
  // Before the first navigation resolves: its pageView waits for the consent choice.
  wireTracking(router)
  installChunkRecovery()
  connectSyncBridge(queryClient)
  // A new catalogue (x-catalog-version on any answer) refetches what shows parts, prices and stock.
  wireCatalogVersionRefresh(queryClient)
  // Downloads asked for before a reload are restored from the service worker's state (issue 10).
  // Only customers have downloads: their code loads with the first logged-in moment (issue 17).
  if (isLoggedIn()) connectDownloadsOnce()
  else subscribeKey(sessionStore, 'expiresAt', () => isLoggedIn() && connectDownloadsOnce())
  // Whether the shop answers decides the offline banner; checked at start and on every page change.
  void checkConnection()
  router.subscribe('onResolved', () => void checkConnection())
  // A session that ran out while the app was closed is forgotten before anything of it is restored.
  const forgotten = sessionEndedWhileAway ? forgetUserOnDevice() : Promise.resolve()
  // Marked lines and the policy tick survive a reload (issue #5); nothing waits for them.
  void forgotten.then(restoreCartDraft)
  // Lingui's provider renders nothing until a language is active, and offline loaders need the
  // restored cache: both are ready before the first render.
  const restored = forgotten.then(restoreAndPersistQueryCache)
  // A product page's read starts beside the catalog, not after the first render (issue 17).
  void restored.then(() => startProductRead(queryClient, window.location.pathname))
  await Promise.all([restored, activateLanguage(lang)])
  // Beside the first render, never before it: the device's copy (or de/DE) applies until it answers.
  wireShopMeta(queryClient, router)
  // The page's route code and data are loaded before the first render, and that render is a
  // transition: React renders the whole page in slices and yields to the browser between them. A
  // router that loaded after mounting would render the page from its store, and a store's update is
  // rendered in one blocking task (decision 013). The server-painted shell (decision 010) stays on
  // screen meanwhile; on a slow line the app renders after a second anyway (the header is usable, the
  // page shows its loading state), as it did when the router loaded after mounting.
  const loaded = router.load().catch((error: unknown) => console.error(error))
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
  const root = createAppRoot(container)
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
            <Suspense fallback={null}>
              <ReloadPrompt />
            </Suspense>
            <AlertBanner />
            <ConsentGate />
          </I18nProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}

let downloadsConnected = false
function connectDownloadsOnce() {
  if (downloadsConnected) return
  downloadsConnected = true
  void import('../features/downloads/lib/connect-downloads').then((module) => module.connectDownloads())
}
