import { registerRoute } from 'workbox-routing'
import { isQueueableMutation, type SyncCommand } from '../../src/shared/contracts/sync'
import type { ChangeQueue } from './change-queue'
import { createWorkerChangeQueue } from './worker-change-queue'

declare const self: ServiceWorkerGlobalScope

/**
 * Wires the change queue: cart, quick-order and returns-case POSTs go through it, pages ask for its status and
 * for replays (on `online`, from the changes page) and say who is logged in (at start, when a worker
 * takes control, at login and logout), and it replays on service-worker start for browsers without
 * Background Sync.
 */
export function registerSync() {
  const changes = createWorkerChangeQueue()
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.origin === self.location.origin && isQueueableMutation(url.pathname),
    ({ request }) => changes.handleMutation(request),
    'POST',
  )
  self.addEventListener('message', (event) => {
    const command = event.data as SyncCommand | undefined
    if (!command || typeof command !== 'object') return
    const work = run(changes, command)
    if (work) event.waitUntil(work)
  })
  void changes.replay()
}

function run(changes: ChangeQueue, command: SyncCommand): Promise<void> | undefined {
  switch (command.type) {
    case 'sync-status':
      return changes.announceStatus()
    case 'sync-replay':
      return changes.replay()
    case 'sync-discard':
      return changes.discardFailed(command.idempotencyKey)
    case 'sync-retry':
      return changes.retryFailed(command.idempotencyKey, command.newIdempotencyKey)
    case 'sync-owner':
      // The owner's changes are back in line: send them (the status goes out with the sorting and the replay).
      return changes.setOwner(command.owner).then(changes.replay)
    case 'sync-discard-waiting':
      return changes.discardWaiting()
    default:
      return undefined
  }
}
