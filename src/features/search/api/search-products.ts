import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ProductSearchResponse } from '../../../shared/contracts/catalog'
import { RESULTS_PAGE_SIZE } from '../../../shared/contracts/catalog-constants'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'
import { isNetworkFailure } from '../../../shared/lib/api-error-message'
import { searchOffline } from '../lib/offline-search'
import { cachedProducts } from './cached-products'

export type ProductSearchParams = {
  term?: string | undefined
  categories?: string | undefined
  news?: boolean | undefined
  page: number
}

export { RESULTS_PAGE_SIZE }

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

/** A results page; `offline` when it was searched among the parts this device has seen. */
export type ProductSearchResult = ProductSearchResponse & { offline?: boolean }

export function searchProductsQuery(params: ProductSearchParams, lang: Language, countryID: string) {
  return queryOptions({
    queryKey: ['search-products', lang, countryID, params],
    queryFn: async ({ signal, client }): Promise<ProductSearchResult> => {
      try {
        return await searchProducts(params, lang, countryID, signal)
      } catch (error) {
        if (!isNetworkFailure(error) || !params.term) throw error
        const { kind, products } = searchOffline(cachedProducts(client), params.term)
        const start = (params.page - 1) * RESULTS_PAGE_SIZE
        return {
          kind,
          products: products.slice(start, start + RESULTS_PAGE_SIZE),
          categories: { linkBase: '', categories: [] },
          pagination: { total: products.length, page: params.page, pageSize: RESULTS_PAGE_SIZE },
          offline: true,
        }
      }
    },
    staleTime: 60_000,
  })
}

export function useSearchProducts(params: ProductSearchParams, lang: Language, countryID: string) {
  return useSuspenseQuery(searchProductsQuery(params, lang, countryID)).data
}
