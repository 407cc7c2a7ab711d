import { IDEMPOTENCY_HEADER } from '../contracts/idempotency'
import type { QueuedAnswer } from '../contracts/sync'
import { apiDelete, apiPost, apiPut } from './api-client'

/** The shop's answer, or the service worker's word that it kept the change to send later (offline). */
export type ChangeResult<T> = { queued: false; data: T; idempotencyKey: string } | QueuedAnswer

function isQueued(payload: unknown): payload is QueuedAnswer {
  return typeof payload === 'object' && payload !== null && (payload as { queued?: unknown }).queued === true
}

/**
 * The one door every change goes through. The Idempotency-Key is made here, at the moment the user
 * acts, so a retry (by the user, the browser or the offline queue) can never apply the change twice.
 * Cart, quick-order and returns changes may come back queued (QUEUEABLE_MUTATIONS): the worker sends them
 * later with the same key. Errors throw ApiError with the server's code.
 */
export async function sendChange<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ChangeResult<T>> {
  const idempotencyKey = crypto.randomUUID()
  const payload = await send<T | QueuedAnswer>(method, path, body, { [IDEMPOTENCY_HEADER]: idempotencyKey })
  if (isQueued(payload)) return payload
  return { queued: false, data: payload as T, idempotencyKey }
}

function send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, headers: Record<string, string>) {
  if (method === 'DELETE') return apiDelete<T>(path, headers)
  if (method === 'PUT') return apiPut<T>(path, body, headers)
  return apiPost<T>(path, body ?? {}, undefined, headers)
}

/** The shop's answer to a change the worker never keeps (only QUEUEABLE_MUTATIONS come back queued). */
export function shopAnswer<T>(result: ChangeResult<T>): T {
  if (result.queued) throw new Error('A change the service worker does not keep came back queued.')
  return result.data
}
