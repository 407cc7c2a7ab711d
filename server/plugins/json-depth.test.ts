import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { MAX_JSON_DEPTH } from './json-depth'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const nested = (depth: number, inner = '1') => `{"message":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`
const post = (payload: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/error-log', payload, headers: { 'content-type': 'application/json' } })

describe('deeply nested JSON', () => {
  it.each([5_000, 8_000])('a body nested %i deep answers 400 JSON_TOO_DEEP', async (depth) => {
    const response = await post(nested(depth))
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('JSON_TOO_DEEP')
  })

  it('brackets inside strings do not count, and nesting up to the limit parses as usual', async () => {
    const inString = await post(JSON.stringify({ logLevel: 'error', message: '[{'.repeat(1500) }))
    expect(inString.statusCode).toBe(202)
    const atLimit = await post(nested(MAX_JSON_DEPTH - 1))
    expect(atLimit.json().code).toBe('VALIDATION_FAILED')
  })
})
