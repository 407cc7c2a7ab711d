import { createFileRoute } from '@tanstack/react-router'
import { FormsPage } from '../../../features/services/components/forms-page'
import { addAlert } from '../../../shared/alerts/alert-store'
import { useInfocenterSession } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/forms')({ component: Forms })

function Forms() {
  const { customerId } = useInfocenterSession()
  return <FormsPage customerId={customerId} onDone={(message) => addAlert('success', message)} />
}
