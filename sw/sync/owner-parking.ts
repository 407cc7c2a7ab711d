import { announceStatus, changeRequest, type Meta, meta, type QueueContext, type QueueEntry } from './queue-context'

/**
 * A shared tablet: when the customer changes (logout, expiry, another login) the waiting changes of
 * anyone but the new customer are parked, and the new customer's parked changes come back in line,
 * with their Idempotency-Keys, so each is still applied once. Nothing is dropped here: the queue is
 * only touched when something must move, and everything is parked before the queue is emptied (a
 * worker stopped in between leaves a change twice at most, which its key makes harmless).
 */
export function setOwner(ctx: QueueContext, owner: string | null): Promise<void> {
  const { queue, parked, state } = ctx
  return afterOwnerWork(ctx, async () => {
    state.owner = owner
    await parked.saveOwner(owner)
    const entries = await queue.getAll()
    const mine = (entry: QueueEntry) => meta(entry).owner == null || meta(entry).owner === owner
    if (!entries.every(mine)) {
      await parked.park(
        entries.map((entry) => ({
          ...meta(entry),
          // A change made while nobody was logged in stays with whoever is (parked under '' for nobody).
          owner: meta(entry).owner ?? owner ?? '',
          queuedAt: entry.timestamp ?? Date.now(),
        })),
      )
      await drainQueue(ctx)
    }
    // Back into the queue first, then out of the parked store: a worker stopped in between keeps a
    // change twice (harmless, one key), never loses it.
    const returning = await parked.parkedOf(owner ?? '')
    for (const change of returning) {
      const metadata: Meta = { idempotencyKey: change.idempotencyKey, path: change.path, body: change.body, owner }
      const request = changeRequest(ctx.origin, change.path, change.body, change.idempotencyKey)
      await queue.pushRequest({ request, timestamp: change.queuedAt, metadata })
    }
    await parked.unpark(returning.map((change) => change.idempotencyKey))
    await announceStatus(ctx)
  })
}

/** The customer chose at logout to discard what still waits (their own changes only). */
export function discardWaiting(ctx: QueueContext): Promise<void> {
  return afterOwnerWork(ctx, async () => {
    await drainQueue(ctx)
    ctx.state.attemptsByKey.clear()
    await announceStatus(ctx)
  })
}

/** Takes every waiting change out of the queue. */
async function drainQueue({ queue }: QueueContext): Promise<void> {
  while (await queue.shiftRequest()) {}
}

/** In the order the page asked, and never while a replay sends. */
function afterOwnerWork({ state }: QueueContext, work: () => Promise<void>): Promise<void> {
  const previous = state.ownerWork
  state.ownerWork = (async () => {
    await previous
    await state.replaying
    await work()
  })().catch((error) => console.warn('waiting changes could not be sorted by customer', error))
  return state.ownerWork
}
