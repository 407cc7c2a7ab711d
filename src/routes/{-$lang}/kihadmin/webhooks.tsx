import { createFileRoute } from '@tanstack/react-router'
import { WebhooksPage } from '../../../features/admin/components/webhooks-page'
import { readWebhookSearch } from './-components/admin-search'

export const Route = createFileRoute('/{-$lang}/kihadmin/webhooks')({
  validateSearch: readWebhookSearch,
  component: Webhooks,
})

function Webhooks() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  return (
    <WebhooksPage
      view={{ ...search, page: search.page ?? 1 }}
      onView={(view) => void navigate({ search: readWebhookSearch(view) })}
    />
  )
}
