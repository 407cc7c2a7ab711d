import { EXPIRED_CHANGE_CODE, type FailedChange, QUEUE_MAX_DAYS } from '../../src/shared/contracts/sync'
import { announceStatus, type Meta, meta, type QueueContext } from './queue-context'
import { replayOutcome, retryDelayMs } from './replay-outcome'

const DAY_MS = 24 * 60 * 60 * 1000
/** Entries this old are moved to the refused list before Workbox would delete them unseen. */
export const GIVE_UP_MS = (QUEUE_MAX_DAYS - 1) * DAY_MS

/** Sends the waiting changes in order; one replay at a time. */
export function replay(ctx: QueueContext): Promise<void> {
  const { state } = ctx
  state.replaying ??= replayOnce(ctx).finally(() => {
    state.replaying = null
  })
  return state.replaying
}

/** Without Background Sync the worker tries again itself, later the more often it failed. */
export function scheduleRetry(ctx: QueueContext, attempt: number) {
  ctx.timer.later(() => void replay(ctx), retryDelayMs(attempt))
}

/**
 * Sends waiting changes oldest first. A change leaves the queue only after the shop answered it
 * (or it was moved to the refused list): a worker stopped mid-replay loses nothing, and a change
 * sent twice is answered from the shop's idempotency store, never applied twice.
 */
async function replayOnce(ctx: QueueContext): Promise<void> {
  const { queue, state } = ctx
  await state.ownerWork
  state.lastReplayAt = Date.now()
  state.waitingForLogin = false
  for (let [entry] = await queue.getAll(); entry; [entry] = await queue.getAll()) {
    const change = meta(entry)
    const queuedAt = entry.timestamp ?? Date.now()
    // Never under another customer's cookie; setOwner parks such a change before it gets here.
    if (change.owner != null && change.owner !== state.owner) break
    if (Date.now() - queuedAt > GIVE_UP_MS) {
      await refuse(ctx, change, queuedAt, 0, EXPIRED_CHANGE_CODE, `Not sent within ${QUEUE_MAX_DAYS - 1} days.`)
      await queue.shiftRequest()
      await announceStatus(ctx)
      continue
    }
    let status: number | 'network-error'
    let answer: { code?: string; message?: string } = {}
    try {
      const response = await ctx.fetch(entry.request.clone())
      status = response.status
      answer = await response.json().catch(() => ({}))
    } catch {
      status = 'network-error'
    }
    const outcome = replayOutcome(status)
    if (outcome === 'applied' || outcome === 'refused') {
      if (outcome === 'refused')
        await refuse(ctx, change, queuedAt, status as number, answer.code ?? 'REFUSED', answer.message ?? '')
      await queue.shiftRequest()
      state.attemptsByKey.delete(change.idempotencyKey)
      if (outcome === 'applied')
        await ctx.broadcast({ type: 'sync-applied', idempotencyKey: change.idempotencyKey, path: change.path })
      await announceStatus(ctx)
      continue
    }
    const attempts = (state.attemptsByKey.get(change.idempotencyKey) ?? 0) + 1
    state.attemptsByKey.set(change.idempotencyKey, attempts)
    if (outcome === 'wait-for-login') {
      state.waitingForLogin = true
    } else {
      scheduleRetry(ctx, attempts)
      void queue.registerSync().catch(() => {})
    }
    await announceStatus(ctx)
    return
  }
  ctx.timer.cancel()
  await announceStatus(ctx)
}

async function refuse(ctx: QueueContext, change: Meta, queuedAt: number, status: number, code: string, message: string) {
  const attempts = ctx.state.attemptsByKey.get(change.idempotencyKey) ?? 0
  const failed: FailedChange = { ...change, attempts, queuedAt, failedAt: Date.now(), status, code, message }
  // Announced by the caller once the change has left the queue, so it is never listed twice.
  await ctx.failed.addFailed(failed)
}
