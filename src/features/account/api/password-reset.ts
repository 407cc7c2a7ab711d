import { useMutation } from '@tanstack/react-query'
import type { ResetTokenStatus } from '../../../shared/contracts/auth'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet, apiPost } from '../../../shared/lib/api-client'

export function requestPasswordReset(input: { email: string; language: Language }) {
  return apiPost<{ accepted: true }>('/password/reset', input)
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

/** Not cached: the token is single-use, and the query cache is persisted. */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return apiGet<ResetTokenStatus>(`/password/reset/${encodeURIComponent(token)}`, undefined, signal)
}

export function setNewPassword(input: { token: string; password: string }) {
  return apiPost<null>(`/password/reset/${encodeURIComponent(input.token)}`, { password: input.password })
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword })
}
