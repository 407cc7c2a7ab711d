import type { PayoneConfig } from '../../payment-config'
import { md5Hex, PAYONE_API_VERSION, parseAnswer } from './payone-protocol'

export type ServerApiOptions = { timeoutMs: number; fetch: typeof fetch }

/** What a Server API call came to: PAYONE's answer, or why none came (timeout, network, not a PAYONE answer). */
export type ServerApiOutcome = { ok: true; answer: Record<string, string> } | { ok: false; reason: string }

/** The parameters every Server API request carries (PAYONE "standard parameters"). */
function standardParams(config: PayoneConfig): Record<string, string> {
  return {
    mid: config.mid,
    portalid: config.portalId,
    key: md5Hex(config.key),
    aid: config.aid,
    mode: config.mode,
    api_version: PAYONE_API_VERSION,
    encoding: 'UTF-8',
  }
}

/** POSTs one request to the Server API; never throws, so each caller decides what "no answer" means. */
export async function callServerApi(
  config: PayoneConfig,
  params: Record<string, string>,
  options: ServerApiOptions,
): Promise<ServerApiOutcome> {
  const body = new URLSearchParams({ ...standardParams(config), ...params }).toString()
  try {
    const response = await options.fetch(config.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    const text = await response.text()
    if (!response.ok) return { ok: false, reason: `PAYONE answered HTTP ${response.status}` }
    const answer = parseAnswer(text)
    if (!answer.status) return { ok: false, reason: 'PAYONE answered without a status' }
    return { ok: true, answer }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return { ok: false, reason: timedOut ? `PAYONE did not answer within ${options.timeoutMs} ms` : 'PAYONE is not reachable' }
  }
}
