import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { formatWeight } from '../../../shared/lib/format-weight'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { DepositPrice } from '../../../shared/ui/deposit-price'
import { Price } from '../../../shared/ui/price'
import { productQuery } from '../api/get-product'
import { clearCompare, compareStore, toggleCompare } from '../store'

/** /compare: the picked parts side by side, one column each. */
export function ComparePage({ countryID }: { countryID: string }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const { entries } = useSnapshot(compareStore)
  const products = useQueries({ queries: entries.map((entry) => productQuery(entry.slug, lang, countryID)) })
  usePageTitle(t`Compare parts`)

  if (entries.length === 0) {
    return (
      <section className="empty-state">
        <h1>
          <Trans>Compare parts</Trans>
        </h1>
        <p>
          <Trans>Nothing to compare yet. Use “Compare” on a product or in the search results to add up to four parts.</Trans>
        </p>
      </section>
    )
  }

  const rows: Array<[string, (i: number) => React.ReactNode]> = [
    [t`Article number`, (i) => entries[i]?.sku],
    [t`Manufacturer`, (i) => products[i]?.data?.brand.name],
    [t`Product group`, (i) => products[i]?.data?.categories.map((c) => c.name).join(' › ')],
    [t`Weight`, (i) => (products[i]?.data ? formatWeight(products[i].data.weight) : '')],
    [t`OE numbers`, (i) => products[i]?.data?.crossReferences.map((r) => `${r.manufacturer} ${r.referenceNo}`).join(', ')],
    [t`Replaces`, (i) => products[i]?.data?.replaces ?? '–'],
    [
      t`Price`,
      (i) => (
        <>
          <Price price={products[i]?.data?.pricePackage?.price} loginHint />
          <DepositPrice deposit={products[i]?.data?.deposit} />
        </>
      ),
    ],
  ]

  return (
    <section>
      <h1>
        <Trans>Compare parts</Trans>
      </h1>
      <div className="table-scroll">
        <table className="compare-table">
          <caption className="visually-hidden">{t`Parts side by side`}</caption>
          <thead>
            <tr>
              <td />
              {entries.map((entry) => (
                <th key={entry.slug} scope="col">
                  <Link to="/{-$lang}/products/$slug" params={{ ...params, slug: entry.slug }}>
                    {entry.name}
                  </Link>
                  <button type="button" className="button button--small" onClick={() => toggleCompare({ ...entry })}>
                    <Trans>Remove</Trans>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {entries.map((entry, i) => (
                  <td key={entry.slug}>{products[i]?.isPending ? '…' : cell(i)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button" onClick={clearCompare}>
        <Trans>Clear comparison</Trans>
      </button>
    </section>
  )
}
