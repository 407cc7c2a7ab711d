import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useContentData } from '../api/get-content-data'
import { CategoryGrid } from './category-grid'
import { DivisionGrid } from './division-grid'

export function HomePage() {
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
