import { proxy } from 'valtio'
import type { DeployedBuild } from './build-check'

/**
 * Why the reload prompt is showing: a waiting service worker, or a chunk of an older build that is gone;
 * `nextBuild`: the deployed build's metadata, so the prompt can say which version it is.
 */
export const updateStore = proxy<{ reason: 'new-version' | 'stale-chunk' | null; nextBuild: DeployedBuild | null }>({
  reason: null,
  nextBuild: null,
})
