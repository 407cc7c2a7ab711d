import type { Repositories } from '../db/repositories/index'
import { delayAfter, type ProgressiveRule, type Rule } from '../shop/login-limits'

/** Applies the shop's login and reset limits (server/shop/login-limits.ts) with the counters in the database. */
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
     * Counts an attempt on every progressive key before it is evaluated, or refuses without
     * counting while one key is still inside the wait its streak has earned.
     */
    async takeProgressive(checks: Array<[string, ProgressiveRule]>, now = Math.floor(Date.now() / 1000)): Promise<Verdict> {
      const taken = await counters.takeProgressive(
        checks.map(([key, rule]) => ({ key, rule })),
        now,
        delayAfter,
      )
      return taken.taken ? { allowed: true } : { allowed: false, retryAfter: taken.retryAfter }
    },

    /** Ends a streak: the owner logged in, or a reset link set a new password. */
    async clear(key: string) {
      await counters.clear(key)
    },

    /** An attempt counted by `takeProgressive` that succeeded is no failure. */
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
