import { createFileRoute } from '@tanstack/react-router'
import { PartnerInterfacePage } from '../../../features/services/components/partner-interface-page'
import { addAlert } from '../../../shared/alerts/alert-store'
import { useInfocenterSession } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/partnerinterface')({ component: PartnerInterface })

function PartnerInterface() {
  const { customerId } = useInfocenterSession()
  return <PartnerInterfacePage customerId={customerId} onDone={(message) => addAlert('success', message)} />
}
