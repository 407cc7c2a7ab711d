import { createFileRoute } from '@tanstack/react-router'
import { CustomerPage } from '../../../../features/admin/components/customer-page'

export const Route = createFileRoute('/{-$lang}/kihadmin/customers/$customerId')({ component: Customer })

function Customer() {
  return <CustomerPage customerId={Route.useParams().customerId} />
}
