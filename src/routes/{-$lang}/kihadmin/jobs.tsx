import { createFileRoute } from '@tanstack/react-router'
import { JobsPage } from '../../../features/admin/components/jobs-page'
import { readJobSearch } from './-components/admin-search'

export const Route = createFileRoute('/{-$lang}/kihadmin/jobs')({
  validateSearch: readJobSearch,
  component: Jobs,
})

function Jobs() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  return (
    <JobsPage
      filter={{ ...search, page: search.page ?? 1 }}
      onFilter={(filter) => void navigate({ search: readJobSearch(filter) })}
    />
  )
}
