import type { KihLoginResponse } from '../../../shared/contracts/auth'
import { apiPost } from '../../../shared/lib/api-client'

/** Until when the admin-service token (SPEC.md §3 tokenKih, an HttpOnly cookie) is known to be valid; ms. */
let kihValidUntil = 0

/**
 * Opens the admin service for an administrator: POST /api/loginKih sets its cookie. Asked once per
 * token lifetime, not on every page of the admin area. A customer's call answers 403 (ApiError).
 */
export async function ensureAdminService(now = Date.now()) {
  if (kihValidUntil > now) return
  const answer = await apiPost<KihLoginResponse>('/loginKih', {})
  // A minute early, so a page never starts with a token about to end.
  kihValidUntil = now + (answer.expiresIn - 60) * 1000
}

export function adminServiceOpen(now = Date.now()) {
  return kihValidUntil > now
}

/** The admin API said the token has ended (KIH_REQUIRED): the next page of the area asks again. */
export function forgetAdminService() {
  kihValidUntil = 0
}

export async function logoutAdminService() {
  forgetAdminService()
  await apiPost<null>('/logoutKih', {})
}
