import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { refillFromOrder } from '../../../../features/cart/api/refill-cart'
import { orderQuery } from '../../../../features/infocenter/api/get-order'
import { FeatureUnavailable } from '../../../../features/infocenter/components/feature-unavailable'
import { OrderPage } from '../../../../features/infocenter/components/order-page'
import { ORDER_NUMBER_PATTERN } from '../../../../shared/contracts/documents-constants'
import { routeLanguage } from '../../../../shared/lib/language'
import { preloadFor, useInfocenterSession } from '../-components/infocenter-session'

/** /infocenter/orderhistory/:slug — the slug is the order number (A25-000123, B25-000123). */
export const Route = createFileRoute('/{-$lang}/infocenter/orderhistory/$slug')({
  beforeLoad: ({ params }) => {
    if (!ORDER_NUMBER_PATTERN.test(params.slug)) throw notFound()
  },
  loader: ({ context, params }) =>
    preloadFor('order', (customerId) =>
      context.queryClient.ensureQueryData(orderQuery(customerId, params.slug, routeLanguage(params.lang))),
    ),
  component: Order,
})

function Order() {
  const { t } = useLingui()
  const { slug, lang } = Route.useParams()
  const session = useInfocenterSession()
  const queryClient = useQueryClient()
  const orderNumber = slug
  if (!session.order) return <FeatureUnavailable title={t`Order ${orderNumber}`} />
  const params = { lang }
  return (
    <OrderPage
      customerId={session.customerId}
      orderNumber={slug}
      features={session}
      onReorder={async () => {
        const result = await refillFromOrder(queryClient, slug, routeLanguage(lang))
        return result && { added: result.items.length, missing: result.missing }
      }}
      cartLink={
        <Link to="/{-$lang}/checkout/step1" params={params} className="button">
          {t`Go to the cart`}
        </Link>
      }
      backLink={
        <Link to="/{-$lang}/infocenter/orderhistory" params={params}>
          {t`All orders`}
        </Link>
      }
    />
  )
}
