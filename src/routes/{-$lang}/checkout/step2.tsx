import { createFileRoute } from '@tanstack/react-router'
import { AddressStep } from '../../../features/checkout/components/address-step'
import { useSearchCountry } from '../../-layouts/search-country'

export const Route = createFileRoute('/{-$lang}/checkout/step2')({ component: Step2 })

function Step2() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  return (
    <AddressStep
      countryID={useSearchCountry()}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step1', params })}
      onNext={() => void navigate({ to: '/{-$lang}/checkout/step3', params })}
    />
  )
}
