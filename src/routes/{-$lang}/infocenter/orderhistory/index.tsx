import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ordersQuery } from '../../../../features/infocenter/api/get-orders'
import { FeatureUnavailable } from '../../../../features/infocenter/components/feature-unavailable'
import { OrdersPage } from '../../../../features/infocenter/components/orders-page'
import { listRequest, readListSearch } from '../../../../features/infocenter/lib/list-search'
import { ORDER_SORTS, ORDER_STATUSES } from '../../../../shared/contracts/documents-constants'
import { preloadFor, useInfocenterSession } from '../-components/infocenter-session'

const readOrderSearch = (raw: Record<string, unknown>) =>
  readListSearch(raw, { statuses: ORDER_STATUSES, sorts: ORDER_SORTS, defaultSort: '-placedAt' })

export const Route = createFileRoute('/{-$lang}/infocenter/orderhistory/')({
  validateSearch: readOrderSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preloadFor('order', (customerId) =>
      context.queryClient.ensureQueryData(ordersQuery(customerId, listRequest(deps, '-placedAt'))),
    ),
  component: OrderHistory,
})

function OrderHistory() {
  const { t } = useLingui()
  const session = useInfocenterSession()
  const navigate = Route.useNavigate()
  // Every hook before the early return: a feature switched off while on the page must not change the hook count.
  const search = Route.useSearch()
  if (!session.order) return <FeatureUnavailable title={t`Orders`} />
  return (
    <OrdersPage
      customerId={session.customerId}
      search={search}
      onSearch={(search) => void navigate({ search: readOrderSearch(search) })}
      showTotals={session.showPrice}
    />
  )
}
