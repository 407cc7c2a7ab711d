import { createFileRoute } from '@tanstack/react-router'
import { TransportStep } from '../../../features/checkout/components/transport-step'
import { useSearchCountry } from '../../-layouts/search-country'

export const Route = createFileRoute('/{-$lang}/checkout/step3')({ component: Step3 })

function Step3() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  return (
    <TransportStep
      countryID={useSearchCountry()}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step2', params })}
      onNext={() => void navigate({ to: '/{-$lang}/checkout/step4', params })}
    />
  )
}
