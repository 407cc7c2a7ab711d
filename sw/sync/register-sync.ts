import { registerRoute } from 'workbox-routing'
import { isQueueableMutation, type SyncCommand } from '../../src/shared/contracts/sync'
import { announceStatus, discardFailed, discardWaiting, handleMutation, replay, retryFailed, setOwner } from './mutation-queue'

declare const self: ServiceWorkerGlobalScope

/**
 * Wires the change queue: cart and quick-order POSTs go through it, pages ask for its status and
 * for replays (on start, on `online`, after a login), and it replays on service-worker start for
 * browsers without Background Sync.
 */
export function registerSync() {
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.origin === self.location.origin && isQueueableMutation(url.pathname),
    handleMutation,
    'POST',
  )
  self.addEventListener('message', (event) => {
    const command = event.data as SyncCommand | undefined
    if (!command || typeof command !== 'object') return
    const work =
      command.type === 'sync-status'
        ? announceStatus()
        : command.type === 'sync-replay'
          ? replay()
          : command.type === 'sync-discard'
            ? discardFailed(command.idempotencyKey)
            : command.type === 'sync-retry'
              ? retryFailed(command.idempotencyKey, command.newIdempotencyKey)
              : command.type === 'sync-owner'
                ? setOwner(command.owner).then(replay)
                : command.type === 'sync-discard-waiting'
                  ? discardWaiting()
                  : undefined
    if (work) event.waitUntil(work)
  })
  void replay()
}
