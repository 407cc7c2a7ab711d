import { proxy, subscribe } from 'valtio'
import type { Features } from '../contracts/account'
import type { LoginResponse } from '../contracts/auth'
import { DEFAULT_CUSTOMER_ID, DEFAULT_ENTITY_ID } from '../contracts/auth-constants'

/**
 * SPEC.md §3 "Auth session" without the tokens: the session token lives only in the HttpOnly
 * cookie, which no script can read. What is kept here (names, expiry, features) is not secret and
 * persists in localStorage so a reload stays logged in. Logged in = the session has not expired.
 */
export type SessionState = Features & {
  /** When the session ends, ms since the epoch; 0 when logged out. */
  expiresAt: number
  /** Seconds the session was granted at login (SPEC.md's expiresIn). */
  expiresIn: number
  userFirstName: string
  userLastName: string
  userBillingAddressCountry: string
  /** SPEC.md §6: the country searches use; the server applies the blocked-country rule to the billing country. */
  userSearchCountry: string
  customerId: string
  /** SPEC.md §3 User contactId: the person logged in ('' for a visitor). */
  contactId: string
  entityID: string
  isLoggingOut: boolean
  /** SPEC.md §3 User: the customer may hide prices (e.g. with a client at the counter). */
  pricesHiddenByUser: boolean
  /** SPEC.md §2: the previous full path, where login sends the user back to. */
  lastRoute: string | null
  /** The page on screen (never a login page): where `/login` sends a user who is already logged in. */
  currentRoute: string | null
}

const STORAGE_KEY = 'parts-shop-session'

const NO_FEATURES: Features = {
  showPrice: false,
  order: false,
  invoice: false,
  shipment: false,
  fillBasket: false,
  vinSearch: '',
}

function loggedOutState(): Omit<SessionState, 'pricesHiddenByUser' | 'lastRoute' | 'currentRoute'> {
  return {
    ...NO_FEATURES,
    expiresAt: 0,
    expiresIn: 0,
    userFirstName: '',
    userLastName: '',
    userBillingAddressCountry: '',
    userSearchCountry: '',
    customerId: DEFAULT_CUSTOMER_ID,
    contactId: '',
    entityID: DEFAULT_ENTITY_ID,
    isLoggingOut: false,
  }
}

/**
 * A session that ran out while the app was closed: nothing saw it end, so the start-up must do the
 * logout's forgetting itself (src/app/start.tsx) before the last customer's data comes back.
 */
export let sessionEndedWhileAway = false

function load(): SessionState {
  const state: SessionState = { ...loggedOutState(), pricesHiddenByUser: false, lastRoute: null, currentRoute: null }
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SessionState> | null
    if (saved && typeof saved.expiresAt === 'number' && saved.expiresAt > Date.now()) Object.assign(state, saved)
    else if (saved && typeof saved.expiresAt === 'number' && saved.expiresAt > 0) sessionEndedWhileAway = true
    if (saved) {
      state.pricesHiddenByUser = saved.pricesHiddenByUser === true
      state.lastRoute = typeof saved.lastRoute === 'string' ? saved.lastRoute : null
      state.currentRoute = typeof saved.currentRoute === 'string' ? saved.currentRoute : null
    }
  } catch {}
  state.isLoggingOut = false
  return state
}

export const sessionStore = proxy<SessionState>(load())

// In sync (valtio batches otherwise): a page left right after a step must find that step stored.
subscribe(
  sessionStore,
  () => {
    const { isLoggingOut: _, ...persisted } = sessionStore
    localStorage.setItem(STORAGE_KEY, JSON.stringify(persisted))
  },
  true,
)

export function isLoggedIn(state: Pick<SessionState, 'expiresAt'> = sessionStore, now = Date.now()): boolean {
  return state.expiresAt > now
}

/** The customer logged in on this device; null when nobody is. */
export function loggedInCustomerId(): string | null {
  return isLoggedIn() ? sessionStore.customerId : null
}

/** SPEC.md §6: prices show for a logged-in customer with showPrice who has not hidden them. */
export function pricesVisible(state: Pick<SessionState, 'expiresAt' | 'showPrice' | 'pricesHiddenByUser'>, now = Date.now()) {
  return isLoggedIn(state, now) && state.showPrice && !state.pricesHiddenByUser
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined

/** Ends the local session when the server's would end, so the header never shows a dead login. */
function scheduleExpiry() {
  clearTimeout(expiryTimer)
  const remaining = sessionStore.expiresAt - Date.now()
  // setTimeout overflows past ~24.8 days; sessions are hours long.
  if (remaining > 0 && remaining < 2 ** 31) expiryTimer = setTimeout(clearSession, remaining)
}
scheduleExpiry()

/** SPEC.md §4 Login: stores the user data and clears the logging-out flag. The token is dropped here. */
export function startSession(response: LoginResponse, now = Date.now()) {
  const { userInfo } = response
  Object.assign(sessionStore, {
    ...userInfo.features,
    expiresAt: now + response.expiresIn * 1000,
    expiresIn: response.expiresIn,
    userFirstName: userInfo.given_name,
    userLastName: userInfo.family_name,
    userBillingAddressCountry: userInfo.billingAddress.country,
    userSearchCountry: userInfo.searchCountry,
    customerId: userInfo.customerId,
    contactId: userInfo.contactId,
    entityID: userInfo.entityID,
    isLoggingOut: false,
  })
  scheduleExpiry()
}

export function clearSession() {
  Object.assign(sessionStore, loggedOutState(), { isLoggingOut: sessionStore.isLoggingOut })
  clearTimeout(expiryTimer)
}

export function applyFeatures(features: Features) {
  Object.assign(sessionStore, features)
}

export function setLoggingOut(value: boolean) {
  sessionStore.isLoggingOut = value
}

export function togglePricesHidden() {
  sessionStore.pricesHiddenByUser = !sessionStore.pricesHiddenByUser
}

let returnToLocked = false

/**
 * SPEC.md §2: every route change except one leaving the login page stores the previous full path.
 * A guard that sends a visitor to the login names the page they wanted instead (see rememberReturnTo).
 * `to`: the page now on screen, kept unless it is the login page (see currentRoute).
 */
export function recordRouteChange(
  fromHref: string | undefined,
  leavingLoginPage: boolean,
  to?: { href: string; isLogin: boolean },
) {
  if (to && !to.isLogin) sessionStore.currentRoute = to.href
  if (returnToLocked) {
    returnToLocked = false
    return
  }
  if (fromHref && !leavingLoginPage) sessionStore.lastRoute = fromHref
}

/** The page a login guard refused: after logging in, the user lands there rather than where they came from. */
export function rememberReturnTo(href: string) {
  sessionStore.lastRoute = href
  returnToLocked = true
}
