import { Queue } from 'workbox-background-sync'
import { QUEUE_MAX_DAYS, type SyncEvent } from '../../src/shared/contracts/sync'
import { type ChangeQueue, createChangeQueue } from './change-queue'
import { createFailedStore } from './failed-store'
import { idbKeyValue } from './key-value'
import { createParkedStore } from './parked-store'

declare const self: ServiceWorkerGlobalScope

/**
 * The change queue over what the worker really has: Workbox's queue 'changes' (Background Sync where
 * the browser has it), IndexedDB, the network and the open windows. Made once, while the worker's
 * script first runs, so the queue's `sync` listener is in place in time.
 */
export function createWorkerChangeQueue(): ChangeQueue {
  const queue = new Queue('changes', {
    maxRetentionTime: QUEUE_MAX_DAYS * 24 * 60,
    // Background Sync calls this; it must throw to be called again later.
    onSync: async () => {
      await changes.replay()
      if ((await queue.size()) > 0 && !changes.isWaitingForLogin()) throw new Error('changes still waiting')
    },
  })
  const changes = createChangeQueue({
    queue,
    failed: createFailedStore(idbKeyValue('parts-shop-sync', 'failed')),
    parked: createParkedStore(idbKeyValue('parts-shop-sync-owners', 'parked')),
    // The worker's fetch throws when called as another object's method (ctx.fetch).
    fetch: (request) => fetch(request),
    broadcast,
    isOnline: () => self.navigator.onLine,
    origin: self.location.origin,
    timer: oneTimer(),
  })
  return changes
}

async function broadcast(event: SyncEvent) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) client.postMessage(event)
}

/** One pending retry at most: a new one replaces the old. */
function oneTimer() {
  let handle: ReturnType<typeof setTimeout> | undefined
  return {
    later(work: () => void, ms: number) {
      clearTimeout(handle)
      handle = setTimeout(work, ms)
    },
    cancel: () => clearTimeout(handle),
  }
}
