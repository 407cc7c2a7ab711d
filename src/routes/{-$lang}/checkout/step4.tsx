import { createFileRoute } from '@tanstack/react-router'
import { PaymentStep } from '../../../features/checkout/components/payment-step'
import { useSearchCountry } from '../../-layouts/search-country'

export const Route = createFileRoute('/{-$lang}/checkout/step4')({ component: Step4 })

function Step4() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  return (
    <PaymentStep
      countryID={useSearchCountry()}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step3', params })}
      onNext={() => void navigate({ to: '/{-$lang}/checkout/step5', params })}
    />
  )
}
