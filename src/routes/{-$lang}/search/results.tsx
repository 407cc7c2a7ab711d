import { createFileRoute } from '@tanstack/react-router'
import { searchProductsQuery } from '../../../features/search/api/search-products'
import { SearchResultsPage } from '../../../features/search/components/search-results-page'
import { routeLanguage } from '../../../shared/lib/language'
import { useProductCartActions } from '../../-layouts/product-cart-actions'
import { getSearchCountry, useSearchCountry } from '../../-layouts/search-country'
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
  return (
    <SearchResultsPage
      renderActions={renderActions}
      params={{ ...search, page: search.page ?? 1 }}
      countryID={countryID}
      onChange={(next) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } })}
    />
  )
}
