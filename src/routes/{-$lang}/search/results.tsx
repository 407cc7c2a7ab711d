import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { searchProductsQuery } from '../../../features/search/api/search-products'
import { SearchResultsPage } from '../../../features/search/components/search-results-page'
import { getSearchCountry, useSearchCountry } from '../../../shared/country/search-country'
import { routeLanguage } from '../../../shared/lib/language'
import { itemOfSearchProduct } from '../../../shared/lib/tracking/items'
import { track } from '../../../shared/lib/tracking/track'
import { useProductCartActions } from '../../-layouts/product-cart-actions'
import { flag, optionalText, pageNumber } from '../../-layouts/search-params'

type ResultsSearch = {
  term?: string | undefined
  categories?: string | undefined
  news?: boolean | undefined
  page?: number | undefined
}

export const Route = createFileRoute('/{-$lang}/search/results')({
  validateSearch: (search: Record<string, unknown>): ResultsSearch => ({
    term: optionalText(search.term),
    categories: optionalText(search.categories, 20),
    news: flag(search.news),
    page: search.page === undefined ? undefined : pageNumber(search.page),
  }),
  loaderDeps: ({ search }) => ({ ...search, page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(searchProductsQuery(deps, routeLanguage(params.lang), getSearchCountry())),
  component: SearchResults,
})

function SearchResults() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const countryID = useSearchCountry()
  const renderActions = useProductCartActions()
  const results = Route.useLoaderData()
  useEffect(() => {
    const item_list_id = search.term ? 'search_results' : (search.categories ?? (search.news ? 'promotions' : 'all'))
    track({
      event: 'view_item_list',
      ecommerce: { item_list_id, item_list_name: item_list_id, items: results.products.map(itemOfSearchProduct) },
    })
  }, [results])
  return (
    <SearchResultsPage
      renderActions={renderActions}
      params={{ ...search, page: search.page ?? 1 }}
      countryID={countryID}
      onChange={(next) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } })}
    />
  )
}
