import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginResponse } from '../../../shared/contracts/auth'
import { apiGet, apiPost, setApiHooks } from '../../../shared/lib/api-client'
import { clearSession, isLoggedIn } from '../../../shared/session/session-store'
import { login } from './login'
import { logout, refuseWhileLoggingOut } from './logout'

const loginAnswer: LoginResponse = {
  accessToken: 'header.payload.signature',
  expiresIn: 3600,
  userInfo: {
    given_name: 'Jana',
    family_name: 'Brenner',
    customerId: '10001',
    entityID: 'DTDE',
    billingAddress: { country: 'DE' },
    features: { showPrice: true, order: true, invoice: true, shipment: true, fillBasket: true, vinSearch: '' },
  },
} as unknown as LoginResponse

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    // Header names as the server sees them (lower case), whatever case the page wrote.
    headers: Object.fromEntries(new Headers((init as RequestInit).headers)),
  }))

beforeEach(() => {
  setApiHooks({ refuse: refuseWhileLoggingOut })
  clearSession()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('login (SPEC.md §4)', () => {
  it('stores the session, then creates the cart with an Idempotency-Key', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/api/login' ? json(loginAnswer) : json({ code: 'CART_READY' })))
    vi.stubGlobal('fetch', fetchMock)
    await login({ username: 'werkstatt@example.com', password: 'Werkstatt-2026' } as never)
    expect(isLoggedIn()).toBe(true)
    const [first, second] = calls(fetchMock)
    expect(first?.url).toBe('/api/login')
    expect(second?.url).toBe('/api/checkout/cart/create')
    expect(second?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('still logs in when the cart cannot be created (the first cart change creates it)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('fetch', async (url: string) => (url === '/api/login' ? json(loginAnswer) : json({ code: 'DOWN' }, 503)))
    await expect(login({ username: 'a', password: 'b' } as never)).resolves.toMatchObject({ customerId: '10001' })
    expect(isLoggedIn()).toBe(true)
  })
})

describe('logout (SPEC.md §4)', () => {
  it('refuses every other request with "logged out" and the request until the logout call is answered', async () => {
    let answerLogout: (response: Response) => void = () => {}
    const fetchMock = vi.fn((url: string) =>
      url === '/api/logout' ? new Promise<Response>((resolve) => (answerLogout = resolve)) : Promise.resolve(json({})),
    )
    vi.stubGlobal('fetch', fetchMock)
    const done = logout()
    await expect(apiGet('/checkout/cart/getQuote')).rejects.toThrow('logged out: GET /checkout/cart/getQuote')
    await expect(apiPost('/checkout/cart/add', {})).rejects.toThrow('logged out: POST /checkout/cart/add')
    expect(calls(fetchMock).map((call) => call.url)).toEqual(['/api/logout'])
    answerLogout(json(null))
    await done
    await expect(apiGet('/features')).resolves.toEqual({})
  })
})
