import { proxy, subscribe } from 'valtio'

/** Side by side stays readable on a tablet with up to four parts. */
export const COMPARE_LIMIT = 4
const STORAGE_KEY = 'parts-shop-compare'

export type CompareEntry = { slug: string; sku: string; name: string }

function load(): CompareEntry[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown
    return Array.isArray(saved) ? saved.filter((e): e is CompareEntry => typeof e?.slug === 'string').slice(0, COMPARE_LIMIT) : []
  } catch {
    return []
  }
}

/** The parts picked for comparison; kept across reloads. */
export const compareStore = proxy<{ entries: CompareEntry[] }>({ entries: load() })

subscribe(compareStore, () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(compareStore.entries))
})

export function isCompared(slug: string): boolean {
  return compareStore.entries.some((entry) => entry.slug === slug)
}

/** Adds or removes a part; returns false when the list is full. */
export function toggleCompare(entry: CompareEntry): boolean {
  const at = compareStore.entries.findIndex((e) => e.slug === entry.slug)
  if (at >= 0) {
    compareStore.entries.splice(at, 1)
    return true
  }
  if (compareStore.entries.length >= COMPARE_LIMIT) return false
  compareStore.entries.push(entry)
  return true
}

export function clearCompare() {
  compareStore.entries = []
}
