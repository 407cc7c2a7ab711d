/**
 * What a replayed change's answer means (issue #6): 2xx applied; no answer, 409 (the first try is
 * still running), 429 and 5xx are kept and retried; 401 waits for a login; anything else is a
 * refusal the user must see.
 */
export type ReplayOutcome = 'applied' | 'retry' | 'wait-for-login' | 'refused'

export function replayOutcome(status: number | 'network-error'): ReplayOutcome {
  if (status === 'network-error') return 'retry'
  if (status >= 200 && status < 300) return 'applied'
  if (status === 401) return 'wait-for-login'
  if (status === 409 || status === 429 || status >= 500) return 'retry'
  return 'refused'
}

/** Retry delays without Background Sync: 5 s doubling up to 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempt - 1), 5 * 60 * 1000)
}
