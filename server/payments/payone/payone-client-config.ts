import type { PayoneConfig } from '../../payment-config'
import type { CardFieldsConfig } from '../payment-provider'
import { clientApiHash } from './payone-protocol'

/** The hosted iFrames' request (Client API `creditcardcheck`), signed so the browser cannot change it. */
export function payoneClientConfig(config: PayoneConfig): CardFieldsConfig {
  const request: Record<string, string> = {
    request: 'creditcardcheck',
    responsetype: 'JSON',
    mode: config.mode,
    mid: config.mid,
    aid: config.aid,
    portalid: config.portalId,
    encoding: 'UTF-8',
    storecarddata: 'yes',
  }
  return { scriptUrl: config.clientScriptUrl, request: { ...request, hash: clientApiHash(request, config.key) } }
}
