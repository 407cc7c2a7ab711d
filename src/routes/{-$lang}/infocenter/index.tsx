import { createFileRoute } from '@tanstack/react-router'
import { InfocenterHome } from '../../../features/account/components/infocenter-home'
import { InfocenterDashboard } from '../../../features/infocenter/components/infocenter-dashboard'
import { useInfocenterSession } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/')({
  component: Infocenter,
})

/** The session facts (account) and, below them, what the information centre has for this customer. */
function Infocenter() {
  const session = useInfocenterSession()
  return (
    <InfocenterHome>
      <InfocenterDashboard customerId={session.customerId} features={session} />
    </InfocenterHome>
  )
}
