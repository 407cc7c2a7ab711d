import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { CategoryNode } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export function categoriesQuery(lang: Language) {
  return queryOptions({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => apiGet<{ categories: CategoryNode[] }>('/categories', { languageID: lang }, signal),
    staleTime: 60 * 60_000,
  })
}

export function useCategories(lang: Language) {
  return useSuspenseQuery(categoriesQuery(lang)).data.categories
}

/** For the header navigation, which must render (without groups) while the tree loads or is unreachable. */
export function useCategoriesIfLoaded(lang: Language) {
  return useQuery(categoriesQuery(lang)).data?.categories ?? []
}
