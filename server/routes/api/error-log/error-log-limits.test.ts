import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createErrorLogRepository } from '../../../db/repositories/error-log-repository'
import { ERROR_LOG_REPORTS_PER_MINUTE } from '../../../plugins/rate-limits'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const report = (remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/error-log', remoteAddress, payload: { logLevel: 'error', message: 'loop' } })

describe('POST /api/error-log limits', () => {
  it('one client address gets 429 RATE_LIMITED with Retry-After past its budget; others still report', async () => {
    const statuses = []
    for (let i = 0; i < ERROR_LOG_REPORTS_PER_MINUTE + 5; i++) statuses.push(await report('203.0.113.7'))
    expect(statuses.filter((response) => response.statusCode === 202)).toHaveLength(ERROR_LOG_REPORTS_PER_MINUTE)
    const refused = statuses.at(-1)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.json().code).toBe('RATE_LIMITED')
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    expect((await report('203.0.113.8')).statusCode).toBe(202)
  })

  it('keeps at most the newest rows: older reports go as new ones arrive', async () => {
    const capped = createErrorLogRepository(ctx.app.db, 5)
    const ids = []
    for (let i = 0; i < 8; i++) ids.push(await capped.add({ logLevel: 'error', message: `m${i}`, userId: null, userAgent: null }))
    const rows = await ctx.app.db.selectFrom('error_logs').select('id').orderBy('id').execute()
    expect(rows.map((row) => row.id)).toEqual(ids.slice(-5))
  })
})
