import { proxy } from 'valtio'
import type { SyncCommand, SyncStatus } from '../contracts/sync'

/**
 * The service worker's change queue as the page sees it: what waits, what the server refused.
 * Shared because the cart marks its waiting lines and the header counts them.
 */
export const syncStatus = proxy<SyncStatus>({
  pending: [],
  failed: [],
  waitingForLogin: false,
  lastReplayAt: null,
})

export function applySyncStatus(status: SyncStatus) {
  Object.assign(syncStatus, status)
}

function send(command: SyncCommand) {
  navigator.serviceWorker?.controller?.postMessage(command)
}

export const requestSyncStatus = () => send({ type: 'sync-status' })
export const requestReplay = () => send({ type: 'sync-replay' })
export const discardFailedChange = (idempotencyKey: string) => send({ type: 'sync-discard', idempotencyKey })
export const retryFailedChange = (idempotencyKey: string) =>
  send({ type: 'sync-retry', idempotencyKey, newIdempotencyKey: crypto.randomUUID() })
/** Tells the queue who is logged in (null: nobody), so it never sends one customer's changes for another. */
export const announceOwner = (owner: string | null) => send({ type: 'sync-owner', owner })
export const discardWaitingChanges = () => send({ type: 'sync-discard-waiting' })
