import { createFileRoute } from '@tanstack/react-router'
import { addAlert } from '../../../features/alerts/store'
import { SavedCartsPage } from '../../../features/cart/components/saved-carts-page'

export const Route = createFileRoute('/{-$lang}/infocenter/mycarts')({ component: MyCarts })

function MyCarts() {
  return <SavedCartsPage onDone={(message) => addAlert('success', message)} />
}
