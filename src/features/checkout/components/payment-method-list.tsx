import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import type { CheckoutOptions } from '../../../shared/contracts/cart'
import { usePaymentMethodNames } from '../../../shared/ui/use-payment-method-names'
import { isOnlinePayment } from '../lib/online-payment'
import { checkoutStore, setPayment } from '../store'

/** The enabled payment methods as radio buttons; the online ones need a connection and say so while there is none. */
export function PaymentMethodList({ options, online }: { options: CheckoutOptions | undefined; online: boolean }) {
  const { selectedPayment } = useSnapshot(checkoutStore)
  const nameOf = usePaymentMethodNames()
  return options?.payment
    .filter((method) => method.enabled)
    .map((method) => {
      const offline = !online && isOnlinePayment(method.id)
      return (
        <label key={method.id} data-testid={`payment-${method.id}`}>
          <input
            type="radio"
            name="payment"
            value={method.id}
            checked={selectedPayment === method.id}
            disabled={offline}
            onChange={() => setPayment(method.id)}
          />
          <span>
            {nameOf(method.id)}
            {offline && (
              <span className="payment-offline">
                {' – '}
                <Trans>Needs a connection</Trans>
              </span>
            )}
          </span>
        </label>
      )
    })
}
