import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Favourite } from '../../../shared/contracts/services'
import { ApiError } from '../../../shared/lib/api-client'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { ControlError } from '../../../shared/ui/control-error'
import { sharedFavouritesQuery } from '../api/favourites'
import { serviceErrorMessage } from '../lib/service-errors'
import { FavouriteItems } from './favourite-items'
import './services.css'

type Props = {
  token: string
  /** The logged-in customer, or null for a visitor. */
  viewer: string | null
  canFillCart: boolean
  onAddToCart: (items: readonly Favourite[]) => Promise<void>
  onDone: (message: string) => void
  loginLink: ReactNode
}

/** A list someone shared by link: anyone sees the parts; a logged-in buyer puts them in the cart. */
export function SharedListPage({ token, viewer, canFillCart, onAddToCart, onDone, loginLink }: Props) {
  const { t } = useLingui()
  usePageTitle(t`Shared favourites`)
  const lang = useLanguage()
  const { data, error, isPending } = useQuery(sharedFavouritesQuery(token, viewer ?? 'visitor', lang))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const add = async (items: readonly Favourite[]) => {
    setBusy(true)
    setFailure(null)
    try {
      await onAddToCart(items)
      onDone(t`The parts are in the cart.`)
    } catch (cause) {
      setFailure(serviceErrorMessage(cause, t`The parts could not be put in the cart.`))
    } finally {
      setBusy(false)
    }
  }

  if (isPending)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  // Offline, the list seen last stays readable; a link the server no longer knows shows as gone.
  const withdrawn = error instanceof ApiError && error.status === 404
  if (withdrawn || !data)
    return (
      <section className="service-page">
        <h1>
          <Trans>Shared favourites</Trans>
        </h1>
        <div className="infocenter-notice infocenter-notice--error" role="alert">
          <p>{serviceErrorMessage(error, t`This list could not be loaded.`)}</p>
        </div>
      </section>
    )
  return (
    <section className="service-page" aria-labelledby="shared-heading">
      <h1 id="shared-heading">
        <Trans>Favourites of {data.owner}</Trans>
      </h1>
      <FavouriteItems
        items={data.items}
        actions={
          viewer && canFillCart
            ? (item) => (
                <button type="button" className="button" disabled={busy} onClick={() => void add([item])}>
                  {t`Put ${item.sku} in the cart`}
                </button>
              )
            : undefined
        }
      />
      {viewer && canFillCart && data.items.length > 0 && (
        <div className="service-actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void add(data.items)}>
            <Trans>Put all in the cart</Trans>
          </button>
        </div>
      )}
      {!viewer && <p>{loginLink}</p>}
      <ControlError id="shared-list-error" message={failure} />
    </section>
  )
}
