import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PaymentReturn } from '../../../features/checkout/components/payment-return'
import { rememberReturnTo } from '../../../shared/session/session-store'

/** Where a payment provider sends the buyer back (open without login, SPEC.md §5). */
export const Route = createFileRoute('/{-$lang}/checkout/redirect')({
  staticData: { layout: 'redirect' },
  component: PaymentReturnPage,
})

function PaymentReturnPage() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  // The provider's parameters exactly as it sent them, not as the router parses search values.
  const search = window.location.search
  return (
    <PaymentReturn
      search={search}
      routes={{
        toStep4: () => navigate({ to: '/{-$lang}/checkout/step4', params, replace: true }),
        toStep6: () => navigate({ to: '/{-$lang}/checkout/step6', params, replace: true }),
      }}
      cartLink={
        <Link to="/{-$lang}/checkout/step1" params={params} className="button button--primary" data-testid="payment-return-cart">
          <Trans>Go to the cart</Trans>
        </Link>
      }
      loginLink={
        <Link
          to="/{-$lang}/login"
          params={params}
          className="button button--primary"
          onClick={() => rememberReturnTo(`${window.location.pathname}${search}`)}
        >
          <Trans>Log in</Trans>
        </Link>
      }
    />
  )
}
