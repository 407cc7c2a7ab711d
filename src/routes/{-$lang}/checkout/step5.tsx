import { t } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { quoteQuery, useQuote } from '../../../features/cart/api/get-quote'
import { placeOrder } from '../../../features/cart/api/place-order'
import { CartSummary } from '../../../features/cart/components/cart-summary'
import { alertCartError } from '../../../features/cart/components/use-add-to-cart'
import { ReviewStep } from '../../../features/checkout/components/review-step'
import { cardBody } from '../../../features/checkout/lib/card-body'
import { isPaymentCreated, payOnline } from '../../../features/checkout/lib/pay-online'
import { checkoutStore, finishCheckout } from '../../../features/checkout/store'
import { addAlert } from '../../../shared/alerts/alert-store'
import { useSearchCountry } from '../../../shared/country/search-country'
import { isNetworkFailure } from '../../../shared/lib/api-error-message'
import { routeLanguage } from '../../../shared/lib/language'
import { trackPurchase } from '../../-layouts/checkout-tracking'

export const Route = createFileRoute('/{-$lang}/checkout/step5')({ component: Step5 })

const STEP_PATHS = {
  2: '/{-$lang}/checkout/step2',
  3: '/{-$lang}/checkout/step3',
  4: '/{-$lang}/checkout/step4',
} as const

function Step5() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  const queryClient = useQueryClient()
  const countryID = useSearchCountry()
  const lang = routeLanguage(params.lang)
  const quote = useQuote(lang, countryID).data

  // Composes checkout (what was chosen) with cart (the quote's basHash and the one mutation door).
  const onPlace = async () => {
    const { selectedTransport, selectedPayment, shipping, adhocAddress, customerOrderReference } = checkoutStore
    if (!selectedTransport || !selectedPayment) return
    try {
      const fresh = await queryClient.fetchQuery(quoteQuery(lang, countryID))
      const answer = await placeOrder(queryClient, {
        languageID: lang,
        countryID,
        basHash: fresh.basHash,
        shipping: shipping.kind === 'adhoc' ? { kind: 'adhoc', address: { ...adhocAddress } } : { ...shipping },
        transportId: selectedTransport,
        paymentId: selectedPayment,
        customerOrderReference,
        acceptPolicy: true,
        card: cardBody(checkoutStore),
      })
      if (!answer) {
        addAlert('warning', needsConnection())
        return
      }
      if (isPaymentCreated(answer)) {
        // The cart stays as it is until the payment service places the order.
        await payOnline(answer.payment.paymentId, {
          toStep4: () => navigate({ to: '/{-$lang}/checkout/step4', params }),
          toStep6: async () => {
            if (checkoutStore.orderNumbers) trackPurchase(fresh, checkoutStore.orderNumbers)
            await navigate({ to: '/{-$lang}/checkout/step6', params })
          },
        })
        return
      }
      trackPurchase(fresh, answer.orderNumbers)
      await finishCheckout(answer.orderNumbers)
      await navigate({ to: '/{-$lang}/checkout/step6', params })
    } catch (error) {
      // Issue #6: an order is never queued; offline the user is told, and the cart stays as it is.
      if (isNetworkFailure(error)) addAlert('warning', needsConnection())
      else alertCartError(error)
    }
  }
  const needsConnection = () =>
    t`Placing an order needs a connection. Your cart is kept: place the order again when you are back online.`

  return (
    <ReviewStep
      countryID={countryID}
      quote={quote}
      cartSummary={<CartSummary countryID={countryID} />}
      stepLink={(step, label) => (
        <Link to={STEP_PATHS[step]} params={params}>
          {label}
        </Link>
      )}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step4', params })}
      onPlace={onPlace}
    />
  )
}
