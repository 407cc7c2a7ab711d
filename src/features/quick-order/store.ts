import { proxy, snapshot, subscribe } from 'valtio'
import { delMany, get, keys, set } from '../../shared/lib/device-store'
import { setDirty } from '../../shared/lib/dirty-drafts'
import type { CheckedLine } from './lib/checked-line'

/** The quick-order draft: what was typed or pasted and how each line resolved. Kept per customer in IndexedDB. */
export type QuickOrderState = { customerId: string | null; text: string; resolved: CheckedLine[] }

export const quickOrderStore = proxy<QuickOrderState>({ customerId: null, text: '', resolved: [] })

const DRAFT_PREFIX = 'quick-order-draft:'
const draftKey = (customerId: string) => `${DRAFT_PREFIX}${customerId}`
let unsubscribe: (() => void) | null = null

/** Loads the customer's draft (a reload, or another customer on a shared tablet, gets the right one). */
export async function loadQuickOrderDraft(customerId: string) {
  if (quickOrderStore.customerId === customerId) return
  unsubscribe?.()
  quickOrderStore.customerId = customerId
  quickOrderStore.text = ''
  quickOrderStore.resolved = []
  try {
    const saved = (await get(draftKey(customerId))) as Partial<QuickOrderState> | undefined
    if (saved && typeof saved.text === 'string') quickOrderStore.text = saved.text
    if (saved && Array.isArray(saved.resolved)) quickOrderStore.resolved = saved.resolved
  } catch {}
  unsubscribe = subscribe(quickOrderStore, () => {
    setDirty('quick-order', quickOrderStore.text.trim() !== '')
    // A snapshot, not the proxy: IndexedDB's structured clone cannot copy a proxy.
    const { text, resolved } = snapshot(quickOrderStore)
    void set(draftKey(customerId), { text, resolved }).catch(() => {})
  })
}

export function setDraftText(text: string) {
  quickOrderStore.text = text
}

export function setResolved(lines: CheckedLine[]) {
  quickOrderStore.resolved = lines
}

export function clearDraft() {
  quickOrderStore.text = ''
  quickOrderStore.resolved = []
}

/**
 * When the session ends (a shared tablet): the draft leaves memory, stops being saved, and every
 * draft this device stored goes — the page may have dropped its subscription before an emptied
 * draft would have been written, so the stored ones are deleted directly.
 */
export async function forgetQuickOrderDrafts() {
  unsubscribe?.()
  unsubscribe = null
  Object.assign(quickOrderStore, { customerId: null, text: '', resolved: [] })
  setDirty('quick-order', false)
  const drafts = (await keys().catch(() => [])).filter((key) => String(key).startsWith(DRAFT_PREFIX))
  await delMany(drafts).catch(() => {})
}
