import { createFileRoute } from '@tanstack/react-router'
import { openCoresQuery } from '../../../features/infocenter/api/get-open-cores'
import { OpenCoresPage } from '../../../features/infocenter/components/open-cores-page'
import { sessionStore } from '../../../shared/session/session-store'
import { useInfocenterSession } from './-components/infocenter-session'

/** The open cores account (issue 31); the shop's admin setting, not an account feature, decides whether it exists. */
export const Route = createFileRoute('/{-$lang}/infocenter/deposits')({
  loader: ({ context }) => {
    // Not awaited: the page shows its own loading and error states (and "switched off") in place.
    context.queryClient.ensureQueryData(openCoresQuery(sessionStore.customerId)).catch(() => {})
  },
  component: Deposits,
})

function Deposits() {
  const session = useInfocenterSession()
  return <OpenCoresPage customerId={session.customerId} canSeeDeliveryNotes={session.shipment} />
}
