import { IDEMPOTENCY_HEADER } from '../contracts/cart-constants'
import { apiDelete, apiPost, apiPut } from './api-client'

/**
 * A change to the customer's own lists (addresses, notice list, currency choice) with an
 * Idempotency-Key made when the user acts, so a retry never applies it twice (DESIGN.md "Writes").
 */
export function sendChange<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() }
  if (method === 'DELETE') return apiDelete<T>(path, headers)
  return method === 'PUT' ? apiPut<T>(path, body, headers) : apiPost<T>(path, body ?? {}, undefined, headers)
}
