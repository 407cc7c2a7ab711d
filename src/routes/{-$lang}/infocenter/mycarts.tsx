import { createFileRoute } from '@tanstack/react-router'
import { SavedCartsPage } from '../../../features/cart/components/saved-carts-page'
import { addAlert } from '../../../shared/alerts/alert-store'

export const Route = createFileRoute('/{-$lang}/infocenter/mycarts')({ component: MyCarts })

function MyCarts() {
  return <SavedCartsPage onDone={(message) => addAlert('success', message)} />
}
