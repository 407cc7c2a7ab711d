import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { sessionStore } from '../../../features/account/store'
import { addQuickOrderLines } from '../../../features/cart/api/add-quick-order-lines'
import { QuickOrderPage } from '../../../features/quick-order/components/quick-order-page'
import { useSearchCountry } from '../../-layouts/search-country'
import { alertCartError } from '../../-layouts/use-cart-actions'

export const Route = createFileRoute('/{-$lang}/infocenter/quickorder')({ component: QuickOrder })

function QuickOrder() {
  const queryClient = useQueryClient()
  const { customerId } = useSnapshot(sessionStore)
  return (
    <QuickOrderPage
      customerId={customerId}
      countryID={useSearchCountry()}
      onAdd={(lines) => addQuickOrderLines(queryClient, lines)}
      onError={alertCartError}
    />
  )
}
