import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/cart-constants'
import { apiPost } from '../../../shared/lib/api-client'

/**
 * Every change of the service pages: the Idempotency-Key is made when the user acts, so a retry
 * (double click, flaky link) never books a slot twice or makes two keys. Errors throw ApiError.
 */
export function sendChange<T>(path: string, body: unknown = {}): Promise<T> {
  return apiPost<T>(path, body, undefined, { [IDEMPOTENCY_HEADER]: crypto.randomUUID() })
}

/**
 * Every service-page query starts with the information centre's key and the customer: the persisted
 * cache outlives a session, and one customer must never see another's data on a shared tablet.
 */
export const servicesKey = (customerId: string, ...rest: unknown[]) => ['infocenter', customerId, 'services', ...rest] as const
