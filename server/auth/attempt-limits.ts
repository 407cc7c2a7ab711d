import type { Repositories } from '../db/repositories/index'

type Rule = { limit: number; windowSeconds: number }

/**
 * SPEC-given and chosen limits. Login: at most 100 failed attempts per account per hour are even
 * evaluated; per address a workshop behind one NAT still has room. Reset mails: few per account,
 * so nobody floods a mailbox.
 */
export const LIMITS = {
  loginFailuresPerAccount: { limit: 100, windowSeconds: 3600 },
  loginFailuresPerAddress: { limit: 300, windowSeconds: 3600 },
  resetRequestsPerAccount: { limit: 5, windowSeconds: 3600 },
  resetRequestsPerAddress: { limit: 30, windowSeconds: 3600 },
  resetTokenChecksPerAddress: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, Rule>

export type Verdict = { allowed: true } | { allowed: false; retryAfter: number }

export function createAttemptLimiter(counters: Repositories['authCounters']) {
  return {
    /** Refuses once `key` has used up its rule in the current window; says when to try again. */
    async check(key: string, rule: Rule, now = Math.floor(Date.now() / 1000)): Promise<Verdict> {
      const { count, windowStart } = await counters.current(key, rule.windowSeconds, now)
      if (count < rule.limit) return { allowed: true }
      return { allowed: false, retryAfter: Math.max(1, windowStart + rule.windowSeconds - now) }
    },

    async record(key: string, rule: Rule, now = Math.floor(Date.now() / 1000)) {
      await counters.increment(key, rule.windowSeconds, now)
    },

    /**
     * Counts an attempt on every key before it is evaluated (so a burst cannot outrun the count),
     * or refuses without counting when one key has used up its rule.
     */
    async take(checks: Array<[string, Rule]>, now = Math.floor(Date.now() / 1000)): Promise<Verdict> {
      const taken = await counters.take(
        checks.map(([key, rule]) => ({ key, ...rule })),
        now,
      )
      return taken.taken ? { allowed: true } : { allowed: false, retryAfter: taken.retryAfter }
    },

    /** An attempt counted by `take` that succeeded is no failure. */
    async giveBack(keys: string[]) {
      for (const key of keys) await counters.giveBack(key)
    },

    /** The first refusal among several keys, so one answer names the longest wait that applies. */
    async checkAll(checks: Array<[string, Rule]>, now = Math.floor(Date.now() / 1000)): Promise<Verdict> {
      let worst: Verdict = { allowed: true }
      for (const [key, rule] of checks) {
        const verdict = await this.check(key, rule, now)
        if (!verdict.allowed && (worst.allowed || verdict.retryAfter > worst.retryAfter)) worst = verdict
      }
      return worst
    },
  }
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>
