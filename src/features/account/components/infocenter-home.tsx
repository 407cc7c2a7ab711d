import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { pricesVisible, sessionStore } from '../store'
import './account.css'

/**
 * The information-centre home: who is logged in and the areas this customer's features open
 * (orders, invoices, shipments). Only facts from the session; the areas' own pages follow.
 */
export function InfocenterHome() {
  const { t } = useLingui()
  const lang = useLanguage()
  const session = useSnapshot(sessionStore)
  usePageTitle(t`Information centre`)

  const areas = [
    session.order && { path: '/infocenter/orderhistory', label: t`Orders` },
    session.invoice && { path: '/infocenter/salesinvoice', label: t`Invoices` },
    session.invoice && { path: '/infocenter/creditnotes', label: t`Credit notes` },
    session.shipment && { path: '/infocenter/deliverynotes', label: t`Delivery notes` },
  ].filter((area): area is { path: string; label: string } => Boolean(area))

  return (
    <section className="infocenter-home">
      <h1>
        <Trans>Information centre</Trans>
      </h1>
      <p className="infocenter-home__greeting">
        <Trans>
          Hello {session.userFirstName} {session.userLastName}
        </Trans>
      </p>
      <dl className="infocenter-home__facts">
        <dt>
          <Trans>Customer number</Trans>
        </dt>
        <dd>{session.customerId}</dd>
        <dt>
          <Trans>Billing country</Trans>
        </dt>
        <dd>{session.userBillingAddressCountry}</dd>
        <dt>
          <Trans>Prices</Trans>
        </dt>
        <dd>
          {!session.showPrice ? (
            <Trans>Not shown for this account</Trans>
          ) : pricesVisible(session) ? (
            <Trans>Shown</Trans>
          ) : (
            <Trans>Hidden by you</Trans>
          )}
        </dd>
      </dl>
      {areas.length > 0 ? (
        <nav aria-label={t`Information centre areas`}>
          <ul className="tile-grid tile-grid--small">
            {areas.map((area) => (
              <li key={area.path}>
                <a className="tile" href={localizePath(area.path, lang)}>
                  {area.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>
          <Trans>Your account has no information-centre areas yet. Your contact person can open them for you.</Trans>
        </p>
      )}
    </section>
  )
}
