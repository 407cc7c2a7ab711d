import { proxy, subscribe } from 'valtio'

const STORAGE_KEY = 'parts-shop-consent'

export type ConsentChoice = 'granted' | 'denied'

function load(): ConsentChoice | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return saved === 'granted' || saved === 'denied' ? saved : null
  } catch {
    return null
  }
}

/** The visitor's answer to the consent bar; null until they choose (the bar shows until then). */
export const consentStore = proxy<{ choice: ConsentChoice | null }>({ choice: load() })

subscribe(consentStore, () => {
  if (consentStore.choice) localStorage.setItem(STORAGE_KEY, consentStore.choice)
  else localStorage.removeItem(STORAGE_KEY)
})
