import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { backordersQuery } from '../../../features/infocenter/api/get-backorders'
import { BackordersPage } from '../../../features/infocenter/components/backorders-page'
import { FeatureUnavailable } from '../../../features/infocenter/components/feature-unavailable'
import { listRequest, readListSearch } from '../../../features/infocenter/lib/list-search'
import { routeLanguage } from '../../../shared/lib/language'
import { preloadFor, useInfocenterSession } from './-components/infocenter-session'

/** Backorders have no dates or sort of their own: the search box and paging only. */
type BackorderSearch = { q?: string | undefined; page?: number | undefined; pageSize?: number | undefined }
const readBackorderSearch = (raw: Record<string, unknown>): BackorderSearch => {
  const { q, page, pageSize } = readListSearch(raw, {})
  return { q, page, pageSize }
}

export const Route = createFileRoute('/{-$lang}/infocenter/backorderlist')({
  validateSearch: readBackorderSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    preloadFor('order', (customerId) => {
      const { q, page, pageSize } = listRequest(deps)
      return context.queryClient.ensureQueryData(backordersQuery(customerId, { q, page, pageSize }, routeLanguage(params.lang)))
    }),
  component: BackorderList,
})

function BackorderList() {
  const { t } = useLingui()
  const session = useInfocenterSession()
  const navigate = Route.useNavigate()
  // Every hook before the early return: a feature switched off while on the page must not change the hook count.
  const search = Route.useSearch()
  if (!session.order) return <FeatureUnavailable title={t`Backorder list`} />
  return (
    <BackordersPage
      customerId={session.customerId}
      search={search}
      onSearch={(search) => void navigate({ search: readBackorderSearch(search) })}
    />
  )
}
