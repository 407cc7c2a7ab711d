import { afterEach, describe, expect, it, vi } from 'vitest'
import { installErrorReporting, reportUiError } from './report-error'

afterEach(() => vi.unstubAllGlobals())

describe('error reporting', () => {
  it('sends console errors and UI errors to /api/error-log with the logged-in customer', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })))
    vi.stubGlobal('fetch', fetchMock)
    const original = console.error
    installErrorReporting({ getUserId: () => 'D1000001', maxReports: 3 })
    console.error('price missing for', 'sku 4711')
    reportUiError(new TypeError('x is undefined'))
    console.error = original

    expect(fetchMock).toHaveBeenCalledTimes(2)
    const bodies = fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string))
    expect(bodies[0]).toMatchObject({ logLevel: 'error', userId: 'D1000001' })
    expect(bodies[0].message).toContain('price missing for sku 4711')
    expect(bodies[1].message).toContain('TypeError: x is undefined')
  })

  it('sends no password-reset token, even when the error names the address', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })))
    vi.stubGlobal('fetch', fetchMock)
    const original = console.error
    installErrorReporting({ getUserId: () => null, getRoute: () => '/{-$lang}/password-reset/$token', maxReports: 10 })
    const token = 'q1Zt-7_xYk0Ae3mWn9Pr4sTu6vWx8yZa1Bc2De3Fg4H'
    reportUiError(new Error(`Failed to load https://shop.example/en/password-reset/${token}`))
    console.error('fetch failed', `/api/password/reset/${token}`)
    console.error = original

    const bodies = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body as string)
    expect(bodies).toHaveLength(2)
    for (const body of bodies) expect(body).not.toContain(token)
    expect(JSON.parse(bodies[0] ?? '{}').message).toContain('/en/password-reset/:token')
  })
})
