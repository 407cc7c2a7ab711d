import { createFileRoute } from '@tanstack/react-router'
import { ImportsPage } from '../../../features/admin/components/imports-page'
import { readImportSearch } from './-components/admin-search'

export const Route = createFileRoute('/{-$lang}/kihadmin/imports')({
  validateSearch: readImportSearch,
  component: Imports,
})

function Imports() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  return (
    <ImportsPage
      view={{ ...search, page: search.page ?? 1 }}
      onView={(view) => void navigate({ search: readImportSearch(view) })}
    />
  )
}
