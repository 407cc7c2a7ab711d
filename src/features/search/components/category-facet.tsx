import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductSearchResponse } from '../../../shared/contracts/catalog'

type Props = {
  facet: ProductSearchResponse['categories']['categories']
  selected: string | undefined
  onSelect: (categoryId: string | undefined) => void
}

/** Narrow the results to one product group; the counts are the server's for the current search. */
export function CategoryFacet({ facet, selected, onSelect }: Props) {
  const { t, i18n } = useLingui()
  if (facet.length === 0) return null
  return (
    <nav className="facet" aria-label={t`Filter by product group`}>
      <h2 className="facet__title">
        <Trans>Product groups</Trans>
      </h2>
      <ul>
        <li>
          <button type="button" className="facet__option" aria-pressed={!selected} onClick={() => onSelect(undefined)}>
            <Trans>All product groups</Trans>
          </button>
        </li>
        {facet.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="facet__option"
              aria-pressed={selected === category.id}
              onClick={() => onSelect(category.id)}
            >
              <span>{category.name}</span> <span className="facet__count">{i18n.number(category.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
