export type Rule = { limit: number; windowSeconds: number }

/**
 * A limit that slows down instead of locking out: `free` failures in a row cost nothing, each one
 * after that doubles the wait before the next attempt is even evaluated (from `baseDelaySeconds`
 * up to `maxDelaySeconds`). A streak ends `resetSeconds` after its latest failure, on a successful
 * login (account) and when a reset link sets a new password (the captcha-free unlock).
 */
export type ProgressiveRule = { free: number; baseDelaySeconds: number; maxDelaySeconds: number; resetSeconds: number }

/**
 * Failed logins. A stranger with 100 wrong passwords used to lock a customer out for an hour; now
 * they get about 15 guesses in the first quarter hour and then one per 15 minutes, and the owner
 * is at most 15 minutes from the next try — or one reset mail from logging in at once. Per address
 * (the client's, with TRUST_PROXY behind a proxy) a workshop behind one NAT keeps room for 50.
 */
export const LOGIN_DELAYS = {
  perAccount: { free: 5, baseDelaySeconds: 2, maxDelaySeconds: 900, resetSeconds: 24 * 3600 },
  perAddress: { free: 50, baseDelaySeconds: 1, maxDelaySeconds: 300, resetSeconds: 3600 },
  /**
   * A known device (OWASP's device cookie: this browser logged in to the account before) has a streak
   * of its own instead of the two above, so a stranger's guesses never make the owner wait; guesses
   * on the device itself are slowed like an account's.
   */
  perDevice: { free: 5, baseDelaySeconds: 2, maxDelaySeconds: 900, resetSeconds: 24 * 3600 },
} satisfies Record<string, ProgressiveRule>

export const loginFailureKey = {
  account: (email: string) => `login-fail:account:${email.toLowerCase()}`,
  address: (ip: string) => `login-fail:address:${ip}`,
  device: (nonce: string) => `login-fail:device:${nonce}`,
}

/** Seconds to wait after the latest of `failures` failures in a row before the next attempt counts. */
export function delayAfter(failures: number, rule: ProgressiveRule): number {
  if (failures < rule.free) return 0
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (failures - rule.free))
}

/** SPEC-given and chosen limits. Reset mails: few per account, so nobody floods a mailbox. */
export const LIMITS = {
  resetRequestsPerAccount: { limit: 5, windowSeconds: 3600 },
  resetRequestsPerAddress: { limit: 30, windowSeconds: 3600 },
  resetTokenChecksPerAddress: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, Rule>
