import { createFileRoute } from '@tanstack/react-router'
import { CustomersPage } from '../../../features/admin/components/customers-page'
import { readCustomerSearch } from './-components/admin-search'

export const Route = createFileRoute('/{-$lang}/kihadmin/')({
  validateSearch: readCustomerSearch,
  component: Customers,
})

function Customers() {
  const navigate = Route.useNavigate()
  return <CustomersPage search={Route.useSearch()} onSearch={(search) => void navigate({ search: readCustomerSearch(search) })} />
}
