import { useMutation } from '@tanstack/react-query'
import type { LoginBody, LoginResponse } from '../../../shared/contracts/auth'
import { apiPost } from '../../../shared/lib/api-client'
import { startSession } from '../store'

/** Logs in; the server sets the session cookie. The token in the body is for API clients and is dropped here. */
export async function login(credentials: LoginBody) {
  const response = await apiPost<LoginResponse>('/login', credentials)
  startSession(response)
  return response.userInfo
}

export function useLogin() {
  // Not cached: the response carries a token, and the query cache is persisted to IndexedDB.
  return useMutation({ mutationFn: login, gcTime: 0 })
}
