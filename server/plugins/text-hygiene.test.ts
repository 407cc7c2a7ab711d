import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

/** Written by hand: JSON.stringify would escape the lone surrogate the same way, but a client need not. */
const report = (messageJson: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/error-log',
    headers: { 'content-type': 'application/json' },
    payload: `{"logLevel":"error","message":${messageJson}}`,
  })

describe('free text: NUL and lone surrogates', () => {
  it.each([
    ['a NUL', '"before\\u0000after"'],
    ['a lone high surrogate', '"broken \\ud83d text"'],
    ['a lone low surrogate', '"\\ude00"'],
  ])('refuses %s with 400 INVALID_TEXT naming the field, and stores nothing', async (_, message) => {
    const before = (await ctx.app.repos.errorLogs.latest(1000)).length
    const response = await report(message)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_TEXT' })
    expect(response.json().message).toMatch(/^message:/)
    expect((await ctx.app.repos.errorLogs.latest(1000)).length).toBe(before)
  })

  it('accepts a well-formed pair (an emoji) and other Unicode', async () => {
    const response = await report('"Bremse 😀 Größe ½ ü"')
    expect(response.statusCode).toBe(202)
  })

  it('refuses NUL in a query string too', async () => {
    const response = await ctx.app.inject({ url: '/api/content-data?languageID=de%00' })
    expect(response.json().code).toBe('INVALID_TEXT')
  })
})
