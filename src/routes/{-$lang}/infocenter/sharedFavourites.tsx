import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { addToCart } from '../../../features/cart/api/add-to-cart'
import { FavouritesPage } from '../../../features/services/components/favourites-page'
import { SharedListPage } from '../../../features/services/components/shared-list-page'
import { addAlert } from '../../../shared/alerts/alert-store'
import type { Favourite } from '../../../shared/contracts/services'
import { useLangParam } from '../../../shared/lib/language'
import { isLoggedIn, rememberReturnTo, sessionStore } from '../../../shared/session/session-store'

/**
 * /infocenter/sharedFavourites (public, SPEC.md §5). With `?list=<token>`: the list someone shared,
 * for anyone with the link. Without: the logged-in customer's own list and its link.
 */
export const Route = createFileRoute('/{-$lang}/infocenter/sharedFavourites')({
  validateSearch: (raw: Record<string, unknown>): { list?: string | undefined } =>
    typeof raw.list === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw.list) ? { list: raw.list } : {},
  component: SharedFavourites,
})

function SharedFavourites() {
  const { list } = Route.useSearch()
  const session = useSnapshot(sessionStore)
  const loggedIn = isLoggedIn(session)
  const queryClient = useQueryClient()
  const router = useRouter()
  const params = useLangParam()
  const putInCart = async (items: readonly Favourite[]) => {
    await addToCart(
      queryClient,
      items.map((item) => ({ sku: item.sku, vendorId: item.vendorId, qty: item.qty })),
    )
  }
  const onDone = (message: string) => addAlert('success', message)
  const loginLink = (
    <Link to="/{-$lang}/login" params={params} onClick={() => rememberReturnTo(router.state.location.href)}>
      <Trans>Log in to put these parts in your cart</Trans>
    </Link>
  )
  if (list)
    return (
      <SharedListPage
        token={list}
        viewer={loggedIn ? session.customerId : null}
        canFillCart={session.fillBasket}
        onAddToCart={putInCart}
        onDone={onDone}
        loginLink={loginLink}
      />
    )
  if (!loggedIn)
    return (
      <section className="service-page">
        <h1>
          <Trans>Shared favourites</Trans>
        </h1>
        <p>
          <Trans>Open the link someone sent you, or log in to keep and share your own list.</Trans>
        </p>
        <p>{loginLink}</p>
      </section>
    )
  const linkOf = (token: string) =>
    new URL(
      router.buildLocation({ to: '/{-$lang}/infocenter/sharedFavourites', params, search: { list: token } }).href,
      window.location.origin,
    ).href
  return <FavouritesPage customerId={session.customerId} linkOf={linkOf} onAddToCart={putInCart} onDone={onDone} />
}
