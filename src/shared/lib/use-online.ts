import { useSyncExternalStore } from 'react'

/**
 * Whether the shop can be reached. `navigator.onLine` only knows about the network adapter: a
 * phone on a yard's Wi-Fi without internet says "online", and Chromium keeps saying it after a
 * navigation the service worker answered offline. So a tiny probe (`GET /api/search/ping`, not
 * handled by the service worker) decides, run when the browser reports a change, when the app
 * asks (each navigation), and every 15 s while the shop cannot be reached, to notice its return.
 */
const PROBE_URL = '/api/search/ping'
const RETRY_MS = 15_000

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine
const listeners = new Set<() => void>()
let retry: ReturnType<typeof setTimeout> | undefined

function set(next: boolean) {
  clearTimeout(retry)
  if (!next) retry = setTimeout(() => void checkConnection(), RETRY_MS)
  if (next === reachable) return
  reachable = next
  for (const listener of listeners) listener()
}

let probing: Promise<boolean> | null = null

/** Asks the shop (one probe at a time, callers share it); a proxy's 502–504 counts as unreachable. */
export function checkConnection(): Promise<boolean> {
  probing ??= probe().finally(() => {
    probing = null
  })
  return probing
}

async function probe(): Promise<boolean> {
  if (!navigator.onLine) {
    set(false)
    return false
  }
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store', credentials: 'omit' })
    set(response.status < 502 || response.status > 504)
  } catch {
    set(false)
  }
  return reachable
}

let watchingBrowser = false

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  // Once for the page, however many components show the state.
  if (!watchingBrowser) {
    watchingBrowser = true
    window.addEventListener('online', () => void checkConnection())
    window.addEventListener('offline', () => void checkConnection())
  }
  return () => {
    listeners.delete(onChange)
  }
}

/** The last probe's answer, for code outside React (the tracking outbox). */
export function isShopReachable(): boolean {
  return reachable
}

/** Calls back whenever the shop becomes reachable or unreachable. */
export function onReachabilityChange(listener: () => void): () => void {
  return subscribe(listener)
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => reachable)
}
