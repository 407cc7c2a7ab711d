import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { Language } from '../shared/contracts/languages'
import type { WordingOverridesResponse } from '../shared/contracts/meta'
import { splitLanguage } from '../shared/contracts/routes'
import { countryStore, followRouteLanguage } from '../shared/country/country-store'
import { apiGet } from '../shared/lib/api-client'
import { setCatalogOverlay } from '../shared/lib/i18n'
import { applyMeta, metaQuery, shopMeta } from '../shared/meta/shop-meta'

/** The partner's wording of one language; persisted with the query cache, so it applies offline too. */
const wordingOverridesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['wording-overrides', lang],
    queryFn: ({ signal }) => apiGet<WordingOverridesResponse>('/wording-overrides', { languageID: lang }, signal),
    staleTime: 60_000,
  })

function layPartnerWording(queryClient: QueryClient, on: boolean) {
  setCatalogOverlay(
    on
      ? async (lang) => (await queryClient.ensureQueryData({ ...wordingOverridesQuery(lang), revalidateIfStale: true })).messages
      : null,
  )
}

/**
 * Issue 15: the shop's configuration reaches the SPA without delaying the first paint. At start the
 * device's last copy (or de/DE) applies; GET /api/meta runs beside the first render, and when it
 * answers something else the page follows: another unprefixed language re-renders the page in it,
 * another default country applies to a first visit, partner mode lays the partner's wording over
 * the catalog.
 */
export function wireShopMeta(queryClient: QueryClient, router: AnyRouter) {
  layPartnerWording(queryClient, shopMeta.isPartnerPortal)
  void queryClient
    .fetchQuery(metaQuery)
    .catch(() => queryClient.getQueryData(metaQuery.queryKey))
    .then((meta) => {
      if (!meta) return
      const wasPartner = shopMeta.isPartnerPortal
      const languageChanged = applyMeta(meta)
      if (wasPartner !== meta.isPartnerPortal) layPartnerWording(queryClient, meta.isPartnerPortal)
      if (!countryStore.wasSetByUser) followRouteLanguage(splitLanguage(window.location.pathname).lang)
      // The root route activates the language its URL names; with the new setting that may be another.
      if (languageChanged) void router.invalidate()
    })
}
