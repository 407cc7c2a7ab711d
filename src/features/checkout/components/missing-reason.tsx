import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LOCALE_OF } from '../../../shared/contracts/languages'
import { useLanguage } from '../../../shared/lib/language'
import type { AddressField, Missing } from '../lib/missing-choices'

export type StepLink = (step: 2 | 3 | 4, label: string) => ReactNode

export function useAddressFieldLabels(): Record<AddressField, string> {
  const { t } = useLingui()
  return {
    name: t`Name or company`,
    street: t`Street and number`,
    postalCode: t`Postal code`,
    city: t`City`,
    country: t`Country`,
  }
}

/** "Still missing: …" as a list; with `stepLink`, each item leads to the step where it is chosen. */
export function MissingReason({ missing, stepLink }: { missing: Missing[]; stepLink?: StepLink }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useAddressFieldLabels()
  const list = new Intl.ListFormat(LOCALE_OF[lang], { type: 'conjunction' })
  const text = (item: Missing) => {
    switch (item.what) {
      case 'deliveryAddress':
        return t`Choose a delivery address.`
      case 'addressFields': {
        const fields = list.format(item.fields.map((field) => labels[field]))
        return t`Fill in the delivery address: ${fields}.`
      }
      case 'transport':
        return t`Choose a transport option.`
      case 'payment':
        return t`Choose a payment method.`
      case 'cardCheck':
        return t`Enter the card details.`
    }
  }
  return (
    <>
      <p className="checkout-actions__reason-title">
        <Trans>Still missing:</Trans>
      </p>
      <ul>
        {missing.map((item) => (
          <li key={item.what}>{stepLink ? stepLink(item.step, text(item)) : text(item)}</li>
        ))}
      </ul>
    </>
  )
}
