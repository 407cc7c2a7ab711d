import { proxy } from 'valtio'

/** Why the reload prompt is showing: a waiting service worker, or a chunk of an older build that is gone. */
export const updateStore = proxy<{ reason: 'new-version' | 'stale-chunk' | null }>({ reason: null })
