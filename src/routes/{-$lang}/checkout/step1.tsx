import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../features/cart/components/cart-page'
import { CheckoutSteps } from '../../../features/checkout/components/checkout-steps'
import { useSearchCountry } from '../../../shared/country/search-country'
import { routeLanguage } from '../../../shared/lib/language'
import { trackCheckoutStep } from '../../-layouts/checkout-tracking'

export const Route = createFileRoute('/{-$lang}/checkout/step1')({ component: Step1 })

function Step1() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  const queryClient = useQueryClient()
  const countryID = useSearchCountry()
  const onContinue = () => {
    trackCheckoutStep(queryClient, 'begin_checkout', routeLanguage(params.lang), countryID)
    void navigate({ to: '/{-$lang}/checkout/step2', params })
  }
  return (
    <>
      <CheckoutSteps current={1} />
      <CartPage countryID={countryID} onContinue={onContinue} />
    </>
  )
}
