import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentStep } from '../../../features/checkout/components/payment-step'
import { useSearchCountry } from '../../../shared/country/search-country'
import { routeLanguage } from '../../../shared/lib/language'
import { trackCheckoutStep } from '../../-layouts/checkout-tracking'

export const Route = createFileRoute('/{-$lang}/checkout/step4')({ component: Step4 })

function Step4() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  const queryClient = useQueryClient()
  const countryID = useSearchCountry()
  const onNext = () => {
    trackCheckoutStep(queryClient, 'add_payment_info', routeLanguage(params.lang), countryID)
    void navigate({ to: '/{-$lang}/checkout/step5', params })
  }
  return (
    <PaymentStep countryID={countryID} onBack={() => void navigate({ to: '/{-$lang}/checkout/step3', params })} onNext={onNext} />
  )
}
