import { subscribe } from 'valtio'
import { type ConsentChoice, consentStore } from './consent'

/**
 * The page data layer (SPEC.md §7): the contract for whatever tag manager a shop adds; none is
 * bundled. Nothing reaches `window.dataLayer` before the visitor's choice. Then Consent Mode v2 is
 * declared (`consent default` all denied, `consent update` with the choice); after a refusal no
 * event is pushed at all ("basic" consent mode: no cookieless pings either).
 *
 * Events made while the shop is unreachable wait in localStorage and are pushed once it answers
 * again ("sent" means pushed: a tag manager sends from the data layer itself, and it needs the
 * network). Events made before the choice wait in memory and go once consent is granted.
 */
type DataLayerEntry = Record<string, unknown> | IArguments
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

const OFFLINE_KEY = 'parts-shop-tracking-outbox'
/** A day of a field rep's events at most; older ones are dropped first. */
const OUTBOX_LIMIT = 500

let beforeChoice: Record<string, unknown>[] = []
let online = () => navigator.onLine
let consentDeclared = false

function layer(): DataLayerEntry[] {
  window.dataLayer ??= []
  return window.dataLayer
}

/** gtag's own shape: Consent Mode commands are read from an `arguments` object, not an array. */
function gtag(..._args: unknown[]) {
  // biome-ignore lint/complexity/noArguments: Consent Mode reads gtag commands only as an Arguments object.
  layer().push(arguments)
}

function declareConsent(choice: ConsentChoice) {
  if (!consentDeclared) {
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    consentDeclared = true
  }
  gtag('consent', 'update', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: choice,
  })
}

function readOutbox(): Record<string, unknown>[] {
  try {
    const saved = JSON.parse(localStorage.getItem(OFFLINE_KEY) ?? '[]')
    return Array.isArray(saved) ? saved : []
  } catch {
    return []
  }
}

function writeOutbox(events: Record<string, unknown>[]) {
  if (events.length === 0) localStorage.removeItem(OFFLINE_KEY)
  else localStorage.setItem(OFFLINE_KEY, JSON.stringify(events.slice(-OUTBOX_LIMIT)))
}

/** GA4's advice: clear the previous ecommerce object so a tag never merges two events' items. */
function pushNow(entry: Record<string, unknown>) {
  if ('ecommerce' in entry) layer().push({ ecommerce: null })
  layer().push(entry)
}

/** Pushes what waited offline, in order, once the shop answers again (called by the app on reconnect). */
export function flushOutbox() {
  if (consentStore.choice !== 'granted' || !online()) return
  const waiting = readOutbox()
  if (waiting.length === 0) return
  writeOutbox([])
  for (const entry of waiting) pushNow(entry)
}

/** One entry into the data layer, under the rules above. */
export function pushEvent(entry: Record<string, unknown>) {
  const choice = consentStore.choice
  if (choice === 'denied') return
  if (choice === null) {
    beforeChoice.push(entry)
    return
  }
  if (!online()) {
    writeOutbox([...readOutbox(), entry])
    return
  }
  flushOutbox()
  pushNow(entry)
}

/** Wires the consent choice and the connection test (the app's probe of the shop, not only navigator.onLine). */
export function startDataLayer(isOnline: () => boolean) {
  online = isOnline
  const onChoice = () => {
    const choice = consentStore.choice
    if (!choice) return
    declareConsent(choice)
    const waiting = beforeChoice
    beforeChoice = []
    if (choice === 'granted') for (const entry of waiting) pushEvent(entry)
  }
  if (consentStore.choice) onChoice()
  subscribe(consentStore, onChoice)
}
