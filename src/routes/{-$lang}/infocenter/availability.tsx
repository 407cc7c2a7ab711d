import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { AvailabilityPage } from '../../../features/availability/components/availability-page'
import type { CartLine } from '../../../features/availability/lib/orderable'
import { addQuickOrderLines } from '../../../features/cart/api/add-quick-order-lines'
import { sessionStore } from '../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/infocenter/availability')({ component: Availability })

/** The availability check composed with the cart: available lines go in through quick order's merging add. */
function Availability() {
  const queryClient = useQueryClient()
  const { customerId, fillBasket } = useSnapshot(sessionStore)
  const addToCart = fillBasket ? (lines: CartLine[]) => addQuickOrderLines(queryClient, lines) : undefined
  return <AvailabilityPage customerId={customerId} addToCart={addToCart} />
}
