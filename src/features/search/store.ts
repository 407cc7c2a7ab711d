import { proxy } from 'valtio'

/** SPEC.md §4: the search-input list; the entry with id `vin-search` is the VIN mode. */
export const SEARCH_MODES = ['part-search', 'vin-search'] as const
export type SearchMode = (typeof SEARCH_MODES)[number]

export const searchStore = proxy<{ mode: SearchMode }>({ mode: 'part-search' })

export function switchSearchMode(mode: SearchMode) {
  searchStore.mode = mode
}
