import type { QueryClient } from '@tanstack/react-query'
import { refreshCart } from '../features/cart/api/get-quote'
import { CASES_CHANGE_PATH, type SyncEvent } from '../shared/contracts/sync'
import { announceOwner, applySyncStatus, requestReplay, requestSyncStatus } from '../shared/lib/sync-status'
import { loggedInCustomerId } from '../shared/session/session-store'

/**
 * Connects the page to the service worker's change queue: status updates in, replays out (on app
 * start, when the connection comes back, when a worker takes control). An applied change makes the
 * server the truth again for what it changed (refreshAfterApplied). A worker that starts serving the
 * page (at start, or taking control later) first hears who is logged in; it answers that with the
 * status and a replay of that customer's changes, so no separate status or replay request goes with it.
 */
export function connectSyncBridge(queryClient: QueryClient) {
  const sw = navigator.serviceWorker
  if (!sw) return
  sw.addEventListener('message', (event: MessageEvent<SyncEvent>) => {
    const message = event.data
    if (message?.type === 'sync-status') applySyncStatus(message.status)
    if (message?.type === 'sync-applied') void refreshAfterApplied(queryClient, message.path)
  })
  const kick = () => {
    requestSyncStatus()
    requestReplay()
  }
  const introduce = () => announceOwner(loggedInCustomerId())
  window.addEventListener('online', kick)
  sw.addEventListener('controllerchange', introduce)
  void sw.ready.then(introduce)
}

/** A case sent from the queue has its number now: the cases list asks again; every other queued change is the cart's. */
function refreshAfterApplied(queryClient: QueryClient, path: string): Promise<unknown> | undefined {
  if (path !== CASES_CHANGE_PATH) return refreshCart(queryClient)
  const customerId = loggedInCustomerId()
  if (!customerId) return undefined
  // Fetched only when a case made offline has reached the shop: the returns code stays out of the first page.
  return import('../features/services/api/forms').then(({ refreshCases }) => refreshCases(queryClient, customerId))
}
