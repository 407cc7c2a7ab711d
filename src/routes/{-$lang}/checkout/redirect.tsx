import { createFileRoute } from '@tanstack/react-router'
import { PaymentReturn } from '../../../features/checkout/components/payment-return'

/** Where a payment provider sends the buyer back (open without login, SPEC.md §5). */
export const Route = createFileRoute('/{-$lang}/checkout/redirect')({
  staticData: { layout: 'redirect' },
  component: PaymentReturn,
})
