import { createFileRoute } from '@tanstack/react-router'
import { ServiceCasesPage } from '../../../../features/admin/components/service-cases-page'
import { readServiceCaseSearch } from '../-components/admin-search'

export const Route = createFileRoute('/{-$lang}/kihadmin/service-cases/')({
  validateSearch: readServiceCaseSearch,
  component: ServiceCases,
})

function ServiceCases() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  return (
    <ServiceCasesPage
      view={{ ...search, page: search.page ?? 1 }}
      onView={(view) => void navigate({ search: readServiceCaseSearch(view) })}
    />
  )
}
