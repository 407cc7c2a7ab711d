import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../features/cart/components/cart-page'
import { CheckoutSteps } from '../../../features/checkout/components/checkout-steps'
import { useSearchCountry } from '../../-layouts/search-country'

export const Route = createFileRoute('/{-$lang}/checkout/step1')({ component: Step1 })

function Step1() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  return (
    <>
      <CheckoutSteps current={1} />
      <CartPage countryID={useSearchCountry()} onContinue={() => void navigate({ to: '/{-$lang}/checkout/step2', params })} />
    </>
  )
}
