import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'
import type { InfocenterFeatures } from './infocenter-dashboard'

type Area = { to: string; label: string }

/** One tile per area the account's features open (and the open cores while the shop keeps them), plus quick order, saved carts and the customer's own lists. */
export function AreaTiles({ features, deposits }: { features: InfocenterFeatures; deposits: boolean }) {
  const { t } = useLingui()
  const params = useLangParam()
  const areas = [
    features.order && { to: '/{-$lang}/infocenter/orderhistory', label: t`Orders` },
    features.order && { to: '/{-$lang}/infocenter/backorderlist', label: t`Backorder list` },
    features.invoice && { to: '/{-$lang}/infocenter/salesinvoice', label: t`Invoices` },
    features.invoice && { to: '/{-$lang}/infocenter/creditnotes', label: t`Credit notes` },
    features.shipment && { to: '/{-$lang}/infocenter/deliverynotes', label: t`Delivery notes` },
    features.shipment && { to: '/{-$lang}/infocenter/packinglist', label: t`Packing lists` },
    { to: '/{-$lang}/infocenter/quickorder', label: t`Quick order` },
    { to: '/{-$lang}/infocenter/mycarts', label: t`Saved carts` },
    { to: '/{-$lang}/infocenter/addresses', label: t`Addresses` },
    { to: '/{-$lang}/infocenter/availability', label: t`Availability` },
    { to: '/{-$lang}/infocenter/currencies', label: t`Currencies` },
    { to: '/{-$lang}/infocenter/noticelist', label: t`Notice list` },
    { to: '/{-$lang}/infocenter/sharedFavourites', label: t`Shared favourites` },
    { to: '/{-$lang}/infocenter/forms', label: t`Returns and claims` },
    deposits && { to: '/{-$lang}/infocenter/deposits', label: t`Open cores` },
    { to: '/{-$lang}/infocenter/appointment', label: t`Appointments` },
    { to: '/{-$lang}/infocenter/partnerinterface', label: t`Partner interface` },
  ].filter((area): area is Area => Boolean(area))
  return (
    <nav aria-label={t`Information centre areas`}>
      <ul className="tile-grid tile-grid--small">
        {areas.map((area) => (
          <li key={area.to}>
            <Link className="tile" to={area.to} params={params}>
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
