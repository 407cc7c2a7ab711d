import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { addQuickOrderLines } from '../../../features/cart/api/add-quick-order-lines'
import { alertCartError } from '../../../features/cart/components/use-add-to-cart'
import { QuickOrderPage } from '../../../features/quick-order/components/quick-order-page'
import { cachedProducts } from '../../../features/search/api/cached-products'
import { useSearchCountry } from '../../../shared/country/search-country'
import { sessionStore } from '../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/infocenter/quickorder')({ component: QuickOrder })

function QuickOrder() {
  const queryClient = useQueryClient()
  const { customerId, fillBasket } = useSnapshot(sessionStore)
  return (
    <QuickOrderPage
      customerId={customerId}
      countryID={useSearchCountry()}
      canFillBasket={fillBasket}
      // Offline, lines are checked against the parts this device has seen, as the search does.
      seenParts={() => cachedProducts(queryClient)}
      onAdd={(lines) => addQuickOrderLines(queryClient, lines)}
      onError={alertCartError}
    />
  )
}
