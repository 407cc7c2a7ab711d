import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useContentData } from '../api/get-content-data'
import { CategoryGrid } from './category-grid'
import { DivisionGrid } from './division-grid'

/** `promotions`: the promotions carousel, composed by the route (it comes from the search feature). */
export function HomePage({ promotions }: { promotions?: ReactNode }) {
  const lang = useLanguage()
  const { productDivisons, categories } = useContentData(lang)
  const { t } = useLingui()
  usePageTitle(t`Truck and diesel spare parts`)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          <Trans>Spare parts for trucks, trailers and buses</Trans>
        </h1>
        <p>
          <Trans>Search by article number, OE reference number, description or the 17-character VIN.</Trans>
        </p>
      </section>
      {promotions}
      <section aria-labelledby="divisions-title">
        <h2 id="divisions-title">
          <Trans>Product divisions</Trans>
        </h2>
        <DivisionGrid divisions={productDivisons} />
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">
          <Trans>Product groups</Trans>
        </h2>
        <CategoryGrid categories={categories} />
      </section>
    </>
  )
}
