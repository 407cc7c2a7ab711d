import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Favourite } from '../../../shared/contracts/services'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { ControlError } from '../../../shared/ui/control-error'
import { addFavourite, favouritesQuery, removeFavourite, shareFavourites, unshareFavourites } from '../api/favourites'
import { serviceErrorMessage } from '../lib/service-errors'
import { FavouriteItems } from './favourite-items'
import { ShareLink } from './share-link'
import './services.css'

type Props = {
  customerId: string
  linkOf: (token: string) => string
  onAddToCart: (items: readonly Favourite[]) => Promise<void>
  onDone: (message: string) => void
}

/** The customer's own favourites list: add by article or OE number, remove, put in the cart, share by link. */
export function FavouritesPage({ customerId, linkOf, onAddToCart, onDone }: Props) {
  const { t } = useLingui()
  usePageTitle(t`Shared favourites`)
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const { data, isPending } = useQuery(favouritesQuery(customerId, lang))
  const [term, setTerm] = useState('')
  const [qty, setQty] = useState('1')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ at: string; message: string } | null>(null)

  const run = async (at: string, work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      await work()
      onDone(done)
      return true
    } catch (failure) {
      setError({ at, message: serviceErrorMessage(failure, t`The change could not be saved.`) })
      return false
    } finally {
      setBusy(false)
    }
  }
  const add = async (event: FormEvent) => {
    event.preventDefault()
    const amount = Number(qty)
    if (!term.trim()) return setError({ at: 'term', message: t`Please enter an article or OE number.` })
    if (!Number.isInteger(amount) || amount < 1)
      return setError({ at: 'qty', message: t`Please enter a quantity of at least 1.` })
    if (await run('term', () => addFavourite(queryClient, customerId, term.trim(), amount), t`The part is on the list.`))
      setTerm('')
  }
  const errorAt = (at: string) => (error?.at === at ? error.message : null)

  return (
    <section className="service-page" aria-labelledby="favourites-heading">
      <h1 id="favourites-heading">
        <Trans>Shared favourites</Trans>
      </h1>
      <form className="service-form" onSubmit={(event) => void add(event)} noValidate>
        <div className="service-field">
          <label htmlFor="favourite-term">
            <Trans>Article or OE number</Trans>
          </label>
          <input
            id="favourite-term"
            value={term}
            maxLength={40}
            autoComplete="off"
            aria-invalid={Boolean(errorAt('term'))}
            aria-describedby={errorAt('term') ? 'favourite-term-error' : undefined}
            onChange={(event) => setTerm(event.target.value)}
          />
          <ControlError id="favourite-term-error" message={errorAt('term')} />
        </div>
        <div className="service-field">
          <label htmlFor="favourite-qty">
            <Trans>Quantity</Trans>
          </label>
          <input
            id="favourite-qty"
            type="number"
            inputMode="numeric"
            min={1}
            value={qty}
            aria-invalid={Boolean(errorAt('qty'))}
            aria-describedby={errorAt('qty') ? 'favourite-qty-error' : undefined}
            onChange={(event) => setQty(event.target.value)}
          />
          <ControlError id="favourite-qty-error" message={errorAt('qty')} />
        </div>
        <div className="service-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>Add to favourites</Trans>
          </button>
        </div>
      </form>
      {isPending && !data ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <FavouriteItems
          items={data?.items ?? []}
          actions={(item) => (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run('list', () => removeFavourite(queryClient, customerId, item), t`The part was removed from the list.`)
              }
            >
              {t`Remove ${item.sku}`}
            </button>
          )}
        />
      )}
      {data && data.items.length > 0 && (
        <div className="service-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !data.items.some((item) => item.available)}
            // A part that left the catalogue stays on the list, marked, and is left out of the cart.
            onClick={() =>
              void run('list', () => onAddToCart(data.items.filter((item) => item.available)), t`The parts are in the cart.`)
            }
          >
            <Trans>Put all in the cart</Trans>
          </button>
        </div>
      )}
      <ControlError id="favourites-list-error" message={errorAt('list')} />
      <ShareLink
        url={data?.share ? linkOf(data.share.token) : null}
        busy={busy}
        onShare={() =>
          void run('list', () => shareFavourites(queryClient, customerId), t`The list is published under a new link.`)
        }
        onWithdraw={() =>
          void run('list', () => unshareFavourites(queryClient, customerId), t`The link was withdrawn; it no longer works.`)
        }
      />
    </section>
  )
}
