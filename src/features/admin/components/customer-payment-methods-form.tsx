import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { CustomerDetail } from '../../../shared/contracts/admin'
import { ALL_METHOD_IDS, type PaymentMethodId } from '../../../shared/contracts/payment-constants'
import { usePaymentMethodNames } from '../../../shared/ui/use-payment-method-names'
import { useUpdateCustomer } from '../api/customers'
import { AdminFormActions } from './admin-form-actions'

/**
 * Which payment methods the checkout offers this customer (issue 33). "All methods the shop offers" is
 * stored as null, so a method the shop adds later reaches such customers without a visit here.
 */
export function CustomerPaymentMethodsForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui()
  const id = useId()
  const [all, setAll] = useState(customer.paymentMethods === null)
  const [chosen, setChosen] = useState<PaymentMethodId[]>(customer.paymentMethods ?? [...ALL_METHOD_IDS])
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateCustomer(customer.customerId)
  const methodLabel = usePaymentMethodNames()
  const toggle = (method: PaymentMethodId, checked: boolean) =>
    setChosen(ALL_METHOD_IDS.filter((other) => (other === method ? checked : chosen.includes(other))))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!all && chosen.length === 0) {
      setError(t`Choose at least one payment method: a customer without one could not order.`)
      return
    }
    setError(null)
    update.mutate({ paymentMethods: all ? null : chosen })
  }
  return (
    <form className="admin__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>How this customer may pay</Trans>
      </h3>
      <fieldset className="admin__checks" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
        <legend>
          <Trans>Payment methods</Trans>
        </legend>
        <label className="admin__check">
          <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
          {t`All methods the shop offers`}
        </label>
        {ALL_METHOD_IDS.map((method) => (
          <label key={method} className="admin__check">
            <input
              type="checkbox"
              name={method}
              disabled={all}
              checked={all || chosen.includes(method)}
              onChange={(event) => toggle(method, event.target.checked)}
            />
            {methodLabel(method)}
          </label>
        ))}
      </fieldset>
      <small id={`${id}-hint`} className="admin__hint">
        <Trans>Credit card and PayPal show at checkout only while the shop's payment provider for them is configured.</Trans>
      </small>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
      <AdminFormActions mutation={update} savedMessage={<Trans>Saved. The next checkout offers these methods.</Trans>} />
    </form>
  )
}
