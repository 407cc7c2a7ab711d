import { createFileRoute } from '@tanstack/react-router'
import { addAlert } from '../../../features/alerts/store'
import { PartnerInterfacePage } from '../../../features/services/components/partner-interface-page'
import { useInfocenterSession } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/partnerinterface')({ component: PartnerInterface })

function PartnerInterface() {
  const { customerId } = useInfocenterSession()
  return <PartnerInterfacePage customerId={customerId} onDone={(message) => addAlert('success', message)} />
}
