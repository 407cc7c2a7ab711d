import type { QueryClient } from '@tanstack/react-query'
import { CART_QUERY_KEY } from '../features/cart/api/get-quote'
import type { SyncEvent } from '../shared/contracts/sync'
import { applySyncStatus, requestReplay, requestSyncStatus } from '../shared/lib/sync-status'

/**
 * Connects the page to the service worker's change queue: status updates in, replays out (on app
 * start, when the connection comes back, when a worker takes control). An applied change makes the
 * server's cart the truth again.
 */
export function connectSyncBridge(queryClient: QueryClient) {
  const sw = navigator.serviceWorker
  if (!sw) return
  sw.addEventListener('message', (event: MessageEvent<SyncEvent>) => {
    const message = event.data
    if (message?.type === 'sync-status') applySyncStatus(message.status)
    if (message?.type === 'sync-applied') void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
  })
  const kick = () => {
    requestSyncStatus()
    requestReplay()
  }
  window.addEventListener('online', kick)
  sw.addEventListener('controllerchange', kick)
  void sw.ready.then(kick)
}
