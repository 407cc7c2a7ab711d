import { IDEMPOTENCY_HEADER } from '../../src/shared/contracts/idempotency'
import { QUEUED_HEADER, type QueuedAnswer } from '../../src/shared/contracts/sync'
import { announceStatus, changeRequest, type Meta, type QueueContext } from './queue-context'
import { replay, scheduleRetry } from './replay-changes'

/**
 * On a weak signal a change the shop has not answered within this time is kept like an offline
 * one. Safe: should the first request still arrive, the replay carries the same Idempotency-Key
 * and gets the shop's first answer (409 while it runs, then the stored result), never a second change.
 */
const ANSWER_WITHIN_MS = 8000

/**
 * A cart or quick-order change from the page. While earlier changes wait, this one waits behind
 * them (order matters: add, then update); otherwise it goes to the server, and is kept when the
 * server cannot be reached.
 */
export async function handleMutation(ctx: QueueContext, request: Request): Promise<Response> {
  const body = await request
    .clone()
    .json()
    .catch(() => null)
  if ((await ctx.queue.size()) > 0) {
    const response = await keep(ctx, request, body)
    void replay(ctx)
    return response
  }
  // Offline the page gets its answer at once instead of after the browser gives up on the network.
  if (!ctx.isOnline()) return keep(ctx, request, body)
  try {
    const response = await fetchWithin(ctx, request.clone(), ANSWER_WITHIN_MS)
    // A proxy saying the shop is unreachable is no answer from the shop.
    if (response.status === 502 || response.status === 503 || response.status === 504) return keep(ctx, request, body)
    return response
  } catch {
    return keep(ctx, request, body)
  }
}

/** Keeps a change that could not reach the server and answers the page 202 with a marker header. */
async function keep(ctx: QueueContext, request: Request, body: unknown): Promise<Response> {
  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER) ?? ''
  await ctx.state.ownerLoaded
  const metadata: Meta = { idempotencyKey, path: new URL(request.url).pathname, body, owner: ctx.state.owner }
  await ctx.queue.pushRequest({ request, metadata })
  await announceStatus(ctx)
  scheduleRetry(ctx, 1)
  const answer: QueuedAnswer = { queued: true, idempotencyKey }
  return new Response(JSON.stringify(answer), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  })
}

function fetchWithin(ctx: QueueContext, request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), ms)
    ctx
      .fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

/** Sends a refused change again under a new key (the old key's refusal is stored on the server). */
export async function retryFailed(ctx: QueueContext, idempotencyKey: string, newIdempotencyKey: string) {
  const change = await ctx.failed.removeFailed(idempotencyKey)
  if (!change) return
  await keep(ctx, changeRequest(ctx.origin, change.path, change.body, newIdempotencyKey), change.body)
  void replay(ctx)
}

export async function discardFailed(ctx: QueueContext, idempotencyKey: string) {
  await ctx.failed.removeFailed(idempotencyKey)
  await announceStatus(ctx)
}
