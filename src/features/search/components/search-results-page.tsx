import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { Pagination } from '../../../shared/ui/pagination'
import { ProductList } from '../../../shared/ui/product-list'
import { type ProductSearchParams, useSearchProducts } from '../api/search-products'
import { CategoryFacet } from './category-facet'
import { OfflineResultsNotice } from './offline-results-notice'

type Props = {
  params: ProductSearchParams
  countryID: string
  onChange: (params: ProductSearchParams) => void
  renderActions?: ((product: SearchProduct) => ReactNode) | undefined
}

/** /search/results: term, product group filter (`categories`), promotions (`news=true`), paging. */
export function SearchResultsPage({ params, countryID, onChange, renderActions }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const { products, categories, pagination, offline } = useSearchProducts(params, lang, countryID)
  const activeCategory = categories.categories.find((c) => c.id === params.categories)
  const title = params.term
    ? t`Results for “${params.term}”`
    : params.news
      ? t`Promotions and new parts`
      : (activeCategory?.name ?? t`All parts`)
  usePageTitle(title)

  return (
    <div className="results-layout">
      <header className="results-layout__head">
        <h1>{title}</h1>
        <p role="status">{plural(pagination.total, { one: '# part found', other: '# parts found' })}</p>
        {offline && <OfflineResultsNotice />}
      </header>
      <CategoryFacet
        facet={categories.categories}
        selected={params.categories}
        onSelect={(categoryId) => onChange({ ...params, categories: categoryId, page: 1 })}
      />
      <div className="results-layout__main">
        {products.length === 0 ? (
          <div className="empty-state">
            <h2>
              <Trans>No parts found</Trans>
            </h2>
            <p>
              <Trans>
                Check the number for typos, search by the OE reference number instead, or use fewer words. Searching by VIN shows
                every part that fits a vehicle.
              </Trans>
            </p>
          </div>
        ) : (
          <ProductList products={products} renderActions={renderActions} />
        )}
        <Pagination
          page={pagination.page}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onPage={(page) => onChange({ ...params, page })}
        />
      </div>
    </div>
  )
}
