import { Trans, useLingui } from '@lingui/react/macro'
import { EntityFooter } from '../../features/locale/components/entity-footer'
import { localizePath } from '../../shared/contracts/routes'
import { useLanguage } from '../../shared/lib/language'

const BRANDS = ['Mercedes-Benz', 'MAN', 'Scania', 'Volvo', 'DAF', 'Iveco', 'Renault Trucks']

export function SiteFooter() {
  const { t } = useLingui()
  const lang = useLanguage()
  const searchPath = localizePath('/search/results', lang)
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <EntityFooter />
        <nav aria-labelledby="footer-brands">
          <h2 id="footer-brands">
            <Trans>Parts for</Trans>
          </h2>
          <ul>
            {BRANDS.map((brand) => (
              <li key={brand}>
                <a href={`${searchPath}?term=${encodeURIComponent(brand)}`}>{brand}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__supplier">
        <span>
          <Trans>Vehicle and cross-reference data:</Trans>
        </span>
        <img src="/img/data-supplier.svg" alt={t`PartsData, data supplier`} width="160" height="40" />
      </div>
    </footer>
  )
}
