import type { AdminSettings } from '../../src/shared/contracts/admin'
import type { MetaResponse } from '../../src/shared/contracts/meta'
import type { Config } from '../config'

/**
 * SPEC.md §3 "Meta" and the §9 defaults: the same for every caller. The default country comes from the
 * admin settings (stored value over DEFAULT_COUNTRY); the default language stays the environment's,
 * fixed for the life of the process because it decides which language has no path prefix.
 */
export function shopMetaOf(config: Config, settings: Pick<AdminSettings, 'defaultCountry'>): MetaResponse {
  return {
    shopID: config.shopId,
    partnerID: config.partnerPortal ? config.partnerId : '',
    isPartnerPortal: config.partnerPortal,
    defaultLanguage: config.defaultLanguage,
    defaultCountry: settings.defaultCountry,
    vinSearchHistoryLength: config.vinHistoryLength,
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The page shell carries the meta in a `<meta name="shop-meta">` tag, so a first visit renders in
 * the configured language and country at once, without waiting for GET /api/meta (issue 15). Later
 * starts from the service worker's cached shell use the copy the SPA keeps on the device.
 */
export function withShopMeta(html: string, meta: MetaResponse): string {
  const tag = `<meta name="shop-meta" content="${escapeAttribute(JSON.stringify(meta))}">`
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : html
}
