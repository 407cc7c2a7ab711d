import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EntityFooter } from '../../features/locale/components/entity-footer'
import { useLangParam } from '../../shared/lib/language'
import { InstallButton } from '../../shared/ui/install-button'

/** SPEC.md §9: the footer image's default size. */
const SUPPLIER_IMAGE = { width: 256, height: 192 } as const

const BRANDS = ['Mercedes-Benz', 'MAN', 'Scania', 'Volvo', 'DAF', 'Iveco', 'Renault Trucks']

export function SiteFooter() {
  const { t } = useLingui()
  const params = useLangParam()
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
                <Link to="/{-$lang}/search/results" params={params} search={{ term: brand }}>
                  {brand}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__supplier">
        <span>
          <Trans>Vehicle and cross-reference data:</Trans>
        </span>
        <img
          src="/img/data-supplier.svg"
          alt={t`PartsData, data supplier`}
          width={SUPPLIER_IMAGE.width}
          height={SUPPLIER_IMAGE.height}
          loading="lazy"
        />
        <InstallButton />
      </div>
    </footer>
  )
}
