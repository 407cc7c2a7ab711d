import crypto from 'node:crypto'

/** One hour, as the issue asks. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60

/** 32 random bytes (43 base64url characters): unguessable, so only its hash needs storing. */
export function newResetToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashResetToken(token) }
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}
