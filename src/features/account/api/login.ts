import { useMutation } from '@tanstack/react-query'
import type { LoginBody, LoginResponse } from '../../../shared/contracts/auth'
import { apiPost } from '../../../shared/lib/api-client'
import { sendChange } from '../../../shared/lib/send-change'
import { startSession } from '../../../shared/session/session-store'

/**
 * SPEC.md §4 Login: stores the session (the server sets the cookie; the token in the body is for API
 * clients and is dropped here), then creates the cart. The cart call answers the active cart when one
 * exists; should it fail, the first cart change creates the cart anyway, so the login still succeeds.
 */
export async function login(credentials: LoginBody) {
  const response = await apiPost<LoginResponse>('/login', credentials)
  startSession(response)
  await sendChange('POST', '/checkout/cart/create', {}).catch((error: unknown) =>
    console.warn('cart could not be created at login', error),
  )
  return response.userInfo
}

export function useLogin() {
  // Not cached: the response carries a token, and the query cache is persisted to IndexedDB.
  return useMutation({ mutationFn: login, gcTime: 0 })
}
