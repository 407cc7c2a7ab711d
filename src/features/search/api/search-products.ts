import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ProductSearchResponse } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export type ProductSearchParams = {
  term?: string | undefined
  categories?: string | undefined
  news?: boolean | undefined
  page: number
}

export const RESULTS_PAGE_SIZE = 24

export function searchProducts(params: ProductSearchParams, lang: Language, countryID: string, signal?: AbortSignal) {
  return apiGet<ProductSearchResponse>(
    '/search/products',
    {
      term: params.term,
      categories: params.categories,
      news: params.news ? 'true' : undefined,
      page: params.page,
      pageSize: RESULTS_PAGE_SIZE,
      languageID: lang,
      countryID,
    },
    signal,
  )
}

export function searchProductsQuery(params: ProductSearchParams, lang: Language, countryID: string) {
  return queryOptions({
    queryKey: ['search-products', lang, countryID, params],
    queryFn: ({ signal }) => searchProducts(params, lang, countryID, signal),
    staleTime: 60_000,
  })
}

export function useSearchProducts(params: ProductSearchParams, lang: Language, countryID: string) {
  return useSuspenseQuery(searchProductsQuery(params, lang, countryID)).data
}
