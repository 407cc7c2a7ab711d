import { useLingui } from '@lingui/react/macro'
import type { PaymentEventKind, PaymentEventSource, PaymentStatus } from '../../../shared/contracts/payment-constants'
import { usePaymentMethodNames } from '../../../shared/ui/use-payment-method-names'

/** The words for an online payment's status, its events and who caused them, in the page's language. */
export function usePaymentLabels() {
  const { t } = useLingui()
  const method = usePaymentMethodNames()
  const status: Record<PaymentStatus, string> = {
    created: t`Not started yet`,
    starting: t`Being sent to the provider`,
    redirected: t`Waiting for confirmation`,
    authorized: t`Amount reserved`,
    capturing: t`Being collected`,
    voiding: t`Reservation released`,
    paid: t`Paid`,
    failed: t`Payment failed`,
    cancelled: t`Payment cancelled`,
    expired: t`Payment expired`,
  }
  const kinds: Record<PaymentEventKind, string> = {
    created: t`Payment created`,
    redirected: t`Confirmation asked for (3-D Secure or PayPal)`,
    authorized: t`Amount reserved`,
    capturing: t`Being collected`,
    captured: t`Amount collected`,
    failed: t`Payment failed`,
    cancelled: t`Payment cancelled`,
    voided: t`Reservation released`,
    expired: t`Payment expired`,
    notification: t`Message from the payment provider`,
  }
  const source: Record<PaymentEventSource, string> = {
    buyer: t`by you`,
    shop: t`by the shop`,
    provider: t`by the payment provider`,
    job: t`automatically by the shop`,
  }
  const kind = (value: string) => kinds[value as PaymentEventKind] ?? value
  return { method, status, kind, source }
}
