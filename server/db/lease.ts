import { randomUUID } from 'node:crypto'

/**
 * How long work held by one instance (a job, an idempotency claim) stays its own without a sign of
 * life, and how often a live owner renews it. Several instances share one PostgreSQL database: when
 * one dies, what it held is free again at most `seconds` after its last renewal, while a live owner
 * keeps its work however long it runs. The renewal interval leaves room for three missed beats.
 */
export type LeaseTiming = { seconds: number; renewEveryMs: number }

export const LEASE: LeaseTiming = { seconds: 20, renewEveryMs: 5_000 }

/** How often each instance looks for due jobs: a dead instance's job runs elsewhere within lease + this (30 s). */
export const DUE_JOBS_POLL_MS = 10_000

export const newLeaseToken = () => randomUUID()

/**
 * Calls `renew` every `everyMs` until `stop()`, or until a renewal says the lease is no longer held
 * (the work finished, or another instance took it over: then renewing must not win it back).
 * A renewal that throws (the database briefly away) is retried at the next beat.
 */
export function keepRenewing(renew: () => Promise<boolean>, everyMs: number, onError: (error: unknown) => void): () => void {
  let stopped = false
  const timer = setInterval(async () => {
    try {
      if (!stopped && !(await renew())) stop()
    } catch (error) {
      onError(error)
    }
  }, everyMs)
  timer.unref()
  function stop() {
    stopped = true
    clearInterval(timer)
  }
  return stop
}
