import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { CustomerDetail, CustomerUpdate } from '../../../shared/contracts/admin'
import { ADMIN_FLAG_KEYS, type AdminFlagKey } from '../../../shared/contracts/admin-constants'
import { isLeitwegId, normaliseLeitwegId } from '../../../shared/contracts/leitweg-id-rules'
import { FormField } from '../../../shared/ui/form-field'
import { useUpdateCustomer } from '../api/customers'
import { AdminFormActions } from './admin-form-actions'

/** The feature flags, VIN permission, price group, currency and buyer reference; saved together, audited by the server. */
export function CustomerSettingsForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui()
  const id = useId()
  const [values, setValues] = useState({ ...customer.features, priceGroup: customer.priceGroup, currency: customer.currency })
  const [buyerReference, setBuyerReference] = useState(customer.buyerReference ?? '')
  const [buyerReferenceError, setBuyerReferenceError] = useState<string | null>(null)
  const update = useUpdateCustomer(customer.customerId)
  const flagLabel: Record<AdminFlagKey, string> = {
    order: t`Orders (order history)`,
    invoice: t`Invoices`,
    shipment: t`Shipments`,
    showPrice: t`Sees prices`,
    fillBasket: t`May fill the cart`,
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { priceGroup, currency, vinSearch, ...flags } = values
    const features = { ...flags, vinSearch: vinSearch as NonNullable<CustomerUpdate['features']>['vinSearch'] }
    const reference = normaliseLeitwegId(buyerReference)
    if (reference && !isLeitwegId(reference)) {
      setBuyerReferenceError(
        t`Not a valid Leitweg-ID (such as 991-33333TEST-33): please check it, including the two check digits at the end.`,
      )
      return
    }
    setBuyerReferenceError(null)
    update.mutate({
      features,
      priceGroup: priceGroup.trim(),
      currency: currency.trim().toUpperCase(),
      buyerReference: reference || null,
    })
  }
  return (
    <form className="admin__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>What this customer may do</Trans>
      </h3>
      <fieldset className="admin__checks">
        <legend>
          <Trans>Features</Trans>
        </legend>
        {ADMIN_FLAG_KEYS.map((flag) => (
          <label key={flag} className="admin__check">
            <input
              type="checkbox"
              name={flag}
              checked={values[flag]}
              onChange={(event) => setValues({ ...values, [flag]: event.target.checked })}
            />
            {flagLabel[flag]}
          </label>
        ))}
      </fieldset>
      <div className="admin__fields">
        <label htmlFor={`${id}-vin`}>
          <Trans>VIN search</Trans>
        </label>
        <select
          id={`${id}-vin`}
          value={values.vinSearch}
          onChange={(event) => setValues({ ...values, vinSearch: event.target.value })}
        >
          <option value="">{t`No VIN search`}</option>
          <option value="VIN_and_OE-No.">{t`VIN and OE numbers`}</option>
          <option value="VIN_only">{t`VIN only`}</option>
        </select>
        <label htmlFor={`${id}-group`}>
          <Trans>Price group</Trans>
        </label>
        <input
          id={`${id}-group`}
          required
          maxLength={20}
          value={values.priceGroup}
          onChange={(event) => setValues({ ...values, priceGroup: event.target.value })}
        />
        <label htmlFor={`${id}-currency`}>
          <Trans>Currency</Trans>
        </label>
        <input
          id={`${id}-currency`}
          required
          pattern="[A-Za-z]{3}"
          maxLength={3}
          aria-describedby={`${id}-currency-hint`}
          value={values.currency}
          onChange={(event) => setValues({ ...values, currency: event.target.value })}
        />
        <small id={`${id}-currency-hint`} className="admin__hint">
          <Trans>Three letters, e.g. EUR</Trans>
        </small>
      </div>
      <FormField
        className="form-field admin__buyer-reference"
        label={<Trans>Buyer reference (Leitweg-ID)</Trans>}
        hint={
          <Trans>
            With a Leitweg-ID, this customer's documents are issued as XRechnung 3.0 e-invoices. Leave empty for none.
          </Trans>
        }
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        value={buyerReference}
        onValueChange={(value) => setBuyerReference(value ?? '')}
        error={buyerReferenceError}
      />
      <AdminFormActions mutation={update} savedMessage={<Trans>Saved. The customer sees it on the next page.</Trans>} />
    </form>
  )
}
