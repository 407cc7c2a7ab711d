import { discardFailed, handleMutation, retryFailed } from './keep-change'
import { discardWaiting, setOwner } from './owner-parking'
import { announceStatus, createQueueContext, type QueueDeps } from './queue-context'
import { replay } from './replay-changes'

export type ChangeQueue = ReturnType<typeof createChangeQueue>

/**
 * Exactly-once changes made offline, in three parts: keep and answer (keep-change.ts), replay in
 * order (replay-changes.ts), park other customers' changes (owner-parking.ts). Their shared memory
 * lives in one context made here, so a test builds a queue of its own over its own stores.
 */
export function createChangeQueue(deps: QueueDeps) {
  const ctx = createQueueContext(deps)
  return {
    handleMutation: (request: Request) => handleMutation(ctx, request),
    replay: () => replay(ctx),
    announceStatus: () => announceStatus(ctx),
    discardFailed: (idempotencyKey: string) => discardFailed(ctx, idempotencyKey),
    retryFailed: (idempotencyKey: string, newIdempotencyKey: string) => retryFailed(ctx, idempotencyKey, newIdempotencyKey),
    setOwner: (owner: string | null) => setOwner(ctx, owner),
    discardWaiting: () => discardWaiting(ctx),
    /** A 401 stopped the replay: Background Sync need not call again before the next login. */
    isWaitingForLogin: () => ctx.state.waitingForLogin,
  }
}
