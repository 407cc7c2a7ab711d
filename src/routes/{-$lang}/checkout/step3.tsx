import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { TransportStep } from '../../../features/checkout/components/transport-step'
import { useSearchCountry } from '../../../shared/country/search-country'
import { routeLanguage } from '../../../shared/lib/language'
import { trackCheckoutStep } from '../../-layouts/checkout-tracking'

export const Route = createFileRoute('/{-$lang}/checkout/step3')({ component: Step3 })

function Step3() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  const queryClient = useQueryClient()
  const countryID = useSearchCountry()
  const onNext = () => {
    trackCheckoutStep(queryClient, 'add_shipping_info', routeLanguage(params.lang), countryID)
    void navigate({ to: '/{-$lang}/checkout/step4', params })
  }
  return (
    <TransportStep
      countryID={countryID}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step2', params })}
      onNext={onNext}
    />
  )
}
