import type { ParsedLocation } from '@tanstack/react-router'
import { adminServiceOpen, ensureAdminService } from '../../features/account/api/login-kih'
import { requireLogin } from './require-login'

/**
 * beforeLoad of /kihadmin: a visitor goes to the login (and comes back); a logged-in caller asks for
 * the admin-service token, which only administrators get — a customer's 403 renders the route's
 * error page, so the admin area's code (its own lazy chunk) is never loaded for them.
 */
export async function requireAdmin(args: { location: ParsedLocation; preload?: boolean }) {
  requireLogin(args)
  // Hovering a link must not fetch the area's code for someone who has not been let in.
  if (args.preload && !adminServiceOpen()) throw new Error('the admin area is not preloaded')
  await ensureAdminService()
}
