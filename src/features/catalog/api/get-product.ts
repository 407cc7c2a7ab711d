import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Product } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'

export function getProduct(slug: string, lang: Language, countryID: string, signal?: AbortSignal) {
  // The trailing slash is SPEC.md §7's path.
  return apiPost<Product>('/products/product/', { slug, languageID: lang, countryID }, signal)
}

export function productQuery(slug: string, lang: Language, countryID: string) {
  return queryOptions({
    queryKey: ['product', lang, countryID, slug],
    queryFn: ({ signal }) => getProduct(slug, lang, countryID, signal),
    staleTime: 5 * 60_000,
  })
}

export function useProduct(slug: string, lang: Language, countryID: string) {
  return useSuspenseQuery(productQuery(slug, lang, countryID)).data
}
