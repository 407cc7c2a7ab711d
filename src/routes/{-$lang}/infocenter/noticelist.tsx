import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { refreshCart } from '../../../features/cart/api/get-quote'
import { noticeListQuery } from '../../../features/notice-list/api/notice-list'
import { NoticeListPage } from '../../../features/notice-list/components/notice-list-page'
import { addAlert } from '../../../shared/alerts/alert-store'
import { routeLanguage } from '../../../shared/lib/language'
import { sessionStore } from '../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/infocenter/noticelist')({
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(noticeListQuery(sessionStore.customerId, routeLanguage(params.lang))),
  component: NoticeList,
})

/** The notice list composed with the cart: moving entries refreshes the cart's count and preview. */
function NoticeList() {
  const queryClient = useQueryClient()
  const { customerId, fillBasket } = useSnapshot(sessionStore)
  return (
    <NoticeListPage
      customerId={customerId}
      canFillBasket={fillBasket}
      onCartChanged={() => void refreshCart(queryClient)}
      onDone={(message) => addAlert('success', message)}
    />
  )
}
