import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Shipment } from '../../../shared/contracts/documents'
import { LOCALE_OF } from '../../../shared/contracts/languages'
import { useLanguage } from '../../../shared/lib/language'
import { GuardedLink } from '../../../shared/ui/guarded-link'
import { formatDate } from '../lib/format-date'
import { useLabels } from './use-labels'

/** Parcels on their way or delivered, with the carrier's own tracking page. */
export function OrderShipments({ shipments }: { shipments: readonly Shipment[] }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useLabels()
  if (shipments.length === 0) return <p>{t`Nothing has been shipped for this order yet.`}</p>
  return (
    <ul className="order-shipments">
      {shipments.map((shipment) => {
        const shipped = formatDate(shipment.shippedAt, lang)
        const delivered = formatDate(shipment.deliveredAt, lang)
        return (
          <li key={shipment.shipmentId} className="order-shipments__item">
            <p>
              <strong>{shipment.carrier}</strong> ·{' '}
              <span className={`status status--${shipment.status}`}>{labels.shipmentStatus[shipment.status]}</span>
            </p>
            <p>
              <Trans>Tracking number:</Trans> <GuardedLink href={shipment.trackingUrl}>{shipment.trackingNumber}</GuardedLink>
            </p>
            <p className="order-shipments__meta">
              {plural(shipment.parcels, { one: '# parcel', other: '# parcels' })},{' '}
              {new Intl.NumberFormat(LOCALE_OF[lang]).format(shipment.weightKg)} kg
              {shipped && <> · {t`shipped ${shipped}`}</>}
              {delivered && <> · {t`delivered ${delivered}`}</>}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
