import { describe, expect, it } from 'vitest'
import { replayOutcome, retryDelayMs } from './replay-outcome'

describe('replayOutcome', () => {
  it('applies 2xx', () => {
    expect(replayOutcome(200)).toBe('applied')
    expect(replayOutcome(201)).toBe('applied')
  })

  it('keeps and retries what may succeed later', () => {
    for (const status of ['network-error', 409, 429, 500, 502, 503] as const) expect(replayOutcome(status)).toBe('retry')
  })

  it('waits for a login on 401', () => {
    expect(replayOutcome(401)).toBe('wait-for-login')
  })

  it('shows every other answer to the user as refused', () => {
    for (const status of [400, 403, 404, 422]) expect(replayOutcome(status)).toBe('refused')
  })

  it('backs off from 5 s to at most 5 minutes', () => {
    expect(retryDelayMs(1)).toBe(5000)
    expect(retryDelayMs(2)).toBe(10_000)
    expect(retryDelayMs(20)).toBe(300_000)
  })
})
