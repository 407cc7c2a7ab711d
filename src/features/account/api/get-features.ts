import type { Features } from '../../../shared/contracts/account'
import { apiPost } from '../../../shared/lib/api-client'
import { applyFeatures } from '../../../shared/session/session-store'

/**
 * SPEC.md §4: the features are refreshed from the server on each navigation while logged in. Not a
 * query: they belong to the session store, and a 401 here is what reveals a session ended elsewhere.
 */
export async function refreshFeatures(signal?: AbortSignal) {
  const features = await apiPost<Features>('/getfeatures', {}, signal)
  applyFeatures(features)
  return features
}
