import { t } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { addAlert } from '../../../features/alerts/store'
import { quoteQuery } from '../../../features/cart/api/get-quote'
import { placeOrder } from '../../../features/cart/api/place-order'
import { CartSummary } from '../../../features/cart/components/cart-summary'
import { ReviewStep } from '../../../features/checkout/components/review-step'
import { checkoutStore, setOrderNumbers } from '../../../features/checkout/store'
import { routeLanguage } from '../../../shared/lib/language'
import { useSearchCountry } from '../../-layouts/search-country'
import { alertCartError } from '../../-layouts/use-cart-actions'

export const Route = createFileRoute('/{-$lang}/checkout/step5')({ component: Step5 })

function Step5() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  const queryClient = useQueryClient()
  const countryID = useSearchCountry()
  const lang = routeLanguage(params.lang)

  // Composes checkout (what was chosen) with cart (the quote's basHash and the one mutation door).
  const onPlace = async () => {
    const { selectedTransport, selectedPayment, shipping, customerOrderReference } = checkoutStore
    if (!selectedTransport || !selectedPayment) return
    try {
      const quote = await queryClient.fetchQuery(quoteQuery(lang, countryID))
      const answer = await placeOrder(queryClient, {
        languageID: lang,
        countryID,
        basHash: quote.basHash,
        shipping,
        transportId: selectedTransport,
        paymentId: selectedPayment,
        customerOrderReference,
        acceptPolicy: true,
      })
      if (!answer) {
        addAlert('warning', needsConnection())
        return
      }
      setOrderNumbers(answer.orderNumbers)
      await navigate({ to: '/{-$lang}/checkout/step6', params })
    } catch (error) {
      // Issue #6: an order is never queued; offline the user is told, and the cart stays as it is.
      if (error instanceof TypeError || !navigator.onLine) addAlert('warning', needsConnection())
      else alertCartError(error)
    }
  }
  const needsConnection = () =>
    t`Placing an order needs a connection. Your cart is kept: place the order again when you are back online.`

  return (
    <ReviewStep
      countryID={countryID}
      cartSummary={<CartSummary countryID={countryID} />}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step4', params })}
      onPlace={onPlace}
    />
  )
}
