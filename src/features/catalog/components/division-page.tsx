import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useDivision } from '../api/get-division'

export function DivisionPage({ slug }: { slug: string }) {
  const lang = useLanguage()
  const { i18n } = useLingui()
  const params = useLangParam()
  const division = useDivision(slug, lang)
  usePageTitle(division.name)
  return (
    <section>
      <div className="division-head">
        <img src={division.image} alt="" width="128" height="96" />
        <h1>{division.name}</h1>
      </div>
      <h2>
        <Trans>Product groups</Trans>
      </h2>
      <ul className="tile-grid tile-grid--small">
        {division.categories.map((category) => (
          <li key={category.id}>
            <Link className="tile" to="/{-$lang}/search/results" params={params} search={{ categories: category.id }}>
              <span>{category.name}</span>
              <span className="facet__count">{i18n.number(category.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
