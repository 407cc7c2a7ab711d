import type { Language } from './languages'

/**
 * What the SPA assumes until GET /api/meta answers (and on a first visit offline): SPEC.md §9's
 * defaults. The first paint never waits for the meta; it corrects these when it arrives.
 */
export const BUILT_IN_META = {
  shopID: 'parts-shop',
  partnerID: '',
  isPartnerPortal: false,
  defaultLanguage: 'de' as Language,
  defaultCountry: 'DE',
  vinSearchHistoryLength: 10,
}
