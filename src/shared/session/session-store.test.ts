import { beforeEach, describe, expect, it } from 'vitest'
import type { LoginResponse } from '../contracts/auth'
import {
  applyFeatures,
  clearSession,
  isLoggedIn,
  pricesVisible,
  recordRouteChange,
  rememberReturnTo,
  sessionStore,
  startSession,
  togglePricesHidden,
} from './session-store'

const response: LoginResponse = {
  accessToken: 'header.payload.signature',
  expiresIn: 3600,
  userInfo: {
    given_name: 'Jana',
    family_name: 'Brenner',
    billingAddress: { country: 'DE' },
    searchCountry: 'DE',
    contactId: 'C1000001',
    customerId: 'D1000001',
    entityID: 'DTDE',
    features: { showPrice: true, order: true, invoice: true, shipment: true, fillBasket: true, vinSearch: 'VIN_only' },
  },
}

beforeEach(() => {
  clearSession()
  sessionStore.pricesHiddenByUser = false
  sessionStore.lastRoute = null
  sessionStore.currentRoute = null
})

describe('session store', () => {
  it('keeps the user data and features but never the token', async () => {
    startSession(response)
    // valtio notifies subscribers (the localStorage writer) after the current task.
    await Promise.resolve()
    expect(isLoggedIn()).toBe(true)
    expect(sessionStore).toMatchObject({ userFirstName: 'Jana', customerId: 'D1000001', vinSearch: 'VIN_only', expiresIn: 3600 })
    expect(JSON.stringify(sessionStore)).not.toContain('header.payload.signature')
    expect(localStorage.getItem('parts-shop-session')).not.toContain('header.payload.signature')
  })

  it('is logged out once the session has expired, with SPEC.md’s defaults', () => {
    startSession(response, Date.now() - 3601 * 1000)
    expect(isLoggedIn()).toBe(false)
    clearSession()
    expect(sessionStore).toMatchObject({ customerId: 'D0000000', entityID: 'DTDE', showPrice: false, vinSearch: '' })
  })

  it('shows prices only when logged in, allowed to see them and not hidden by the user', () => {
    expect(pricesVisible(sessionStore)).toBe(false)
    startSession(response)
    expect(pricesVisible(sessionStore)).toBe(true)
    togglePricesHidden()
    expect(pricesVisible(sessionStore)).toBe(false)
    togglePricesHidden()
    applyFeatures({ ...response.userInfo.features, showPrice: false })
    expect(pricesVisible(sessionStore)).toBe(false)
  })

  it('stores the previous path on each route change except when leaving the login page', () => {
    recordRouteChange('/en/search/results?term=filter', false)
    expect(sessionStore.lastRoute).toBe('/en/search/results?term=filter')
    recordRouteChange('/en/login', true)
    expect(sessionStore.lastRoute).toBe('/en/search/results?term=filter')
    // A login guard names the refused page; the redirect that follows does not overwrite it.
    rememberReturnTo('/infocenter')
    recordRouteChange('/', false)
    expect(sessionStore.lastRoute).toBe('/infocenter')
  })

  it('keeps the page on screen as the current route, but never the login page (issue 30)', () => {
    recordRouteChange('/en', false, { href: '/en/search/results?term=filter', isLogin: false })
    expect(sessionStore.currentRoute).toBe('/en/search/results?term=filter')
    recordRouteChange('/en/search/results?term=filter', false, { href: '/en/login', isLogin: true })
    expect(sessionStore.currentRoute).toBe('/en/search/results?term=filter')
  })
})
