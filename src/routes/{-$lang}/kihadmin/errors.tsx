import { createFileRoute } from '@tanstack/react-router'
import { ErrorLogPage } from '../../../features/admin/components/error-log-page'
import { readErrorLogSearch } from './-components/admin-search'

export const Route = createFileRoute('/{-$lang}/kihadmin/errors')({
  validateSearch: readErrorLogSearch,
  component: ErrorLog,
})

function ErrorLog() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  return (
    <ErrorLogPage
      filter={{ ...search, page: search.page ?? 1 }}
      onFilter={(filter) => void navigate({ search: readErrorLogSearch(filter) })}
    />
  )
}
