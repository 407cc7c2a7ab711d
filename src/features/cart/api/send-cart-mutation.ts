import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/cart-constants'
import { apiPost } from '../../../shared/lib/api-client'

/** The service worker's answer when it kept the change for later (offline): it is replayed with the same key. */
export type QueuedAnswer = { queued: true; idempotencyKey: string }

export type MutationResult<T> = { queued: false; data: T; idempotencyKey: string } | QueuedAnswer

function isQueued(payload: unknown): payload is QueuedAnswer {
  return typeof payload === 'object' && payload !== null && (payload as { queued?: unknown }).queued === true
}

/**
 * The one door every cart, quick-order, saved-cart and order change goes through. The
 * Idempotency-Key is made here, at the moment the user acts, so a retry (by the user, the browser or
 * the offline queue) can never apply the change twice. Errors throw ApiError with the server's code.
 */
export async function sendCartMutation<T>(path: string, body: unknown): Promise<MutationResult<T>> {
  const idempotencyKey = crypto.randomUUID()
  const payload = await apiPost<T | QueuedAnswer>(path, body, undefined, { [IDEMPOTENCY_HEADER]: idempotencyKey })
  if (isQueued(payload)) return payload
  return { queued: false, data: payload as T, idempotencyKey }
}
