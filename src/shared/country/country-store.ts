import { proxy, subscribe } from 'valtio'
import { countryOfLanguage, type Language } from '../contracts/languages'
import { shopMeta } from '../meta/shop-meta'

const STORAGE_KEY = 'parts-shop-country'

type CountryState = { countryID: string; wasSetByUser: boolean }

function load(): CountryState {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as CountryState | null
    if (saved && /^[A-Z]{2}$/.test(saved.countryID))
      return { countryID: saved.countryID, wasSetByUser: Boolean(saved.wasSetByUser) }
  } catch {}
  return { countryID: shopMeta.defaultCountry, wasSetByUser: false }
}

export const countryStore = proxy<CountryState>(load())

subscribe(countryStore, () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(countryStore))
})

export function chooseCountry(countryID: string) {
  countryStore.countryID = countryID
  countryStore.wasSetByUser = true
}

/**
 * Follows the route's language while the user never chose a country; a choice is kept. The shop's
 * own language (the unprefixed one) means the shop's DEFAULT_COUNTRY (DE unless configured).
 */
export function followRouteLanguage(lang: Language) {
  if (countryStore.wasSetByUser) return
  countryStore.countryID = countryOfLanguage(lang, shopMeta.defaultCountry)
}
