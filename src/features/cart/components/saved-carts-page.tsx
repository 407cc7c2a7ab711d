import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { customerSku } from '../../../shared/lib/seen-parts'
import { useFailedChange } from '../../../shared/lib/use-failed-change'
import { ControlError } from '../../../shared/ui/control-error'
import { UnavailableMark } from '../../../shared/ui/unavailable-mark'
import { deleteSavedCart, restoreSavedCart, saveCurrentCart, savedCartsQuery } from '../api/saved-carts'
import './cart.css'

type Props = { onDone: (message: string) => void }

/** /infocenter/mycarts: save the current cart under a name, list, restore into the cart, delete. */
export function SavedCartsPage({ onDone }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const { data } = useQuery(savedCartsQuery())
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  // A failed call shows its reason below the save form, or below one saved cart's buttons.
  const { clear, fail, errorAt } = useFailedChange<number | 'save'>(t`The change could not be saved.`)

  const run = async <T,>(at: number | 'save', work: () => Promise<T>, done: string | ((result: T) => string)) => {
    setBusy(true)
    clear()
    try {
      const result = await work()
      onDone(typeof done === 'string' ? done : done(result))
    } catch (error) {
      fail(at, error)
    } finally {
      setBusy(false)
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    void run(
      'save',
      async () => {
        await saveCurrentCart(queryClient, name.trim())
        setName('')
      },
      t`The cart was saved.`,
    )
  }

  return (
    <section aria-labelledby="saved-carts-heading">
      <h1 id="saved-carts-heading">
        <Trans>My carts</Trans>
      </h1>
      <form onSubmit={save} className="cart-tools">
        <label htmlFor="saved-cart-name">
          <Trans>Save the current cart as</Trans>
        </label>
        <input id="saved-cart-name" value={name} maxLength={80} required onChange={(event) => setName(event.target.value)} />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-describedby={errorAt('save') ? 'saved-cart-save-error' : undefined}
        >
          <Trans>Save cart</Trans>
        </button>
        <ControlError id="saved-cart-save-error" message={errorAt('save')} />
      </form>
      {data && data.carts.length === 0 && (
        <p>
          <Trans>No saved carts yet.</Trans>
        </p>
      )}
      <ul className="saved-carts">
        {data?.carts.map((cart) => (
          <li key={cart.id} data-testid="saved-cart">
            <h2>{cart.name}</h2>
            <p>
              <Trans>
                {cart.items.length} lines, saved {new Date(cart.createdAt).toLocaleDateString(lang)}
              </Trans>
            </p>
            <UnavailableLines skus={cart.items.filter((item) => !item.available).map((item) => item.sku)} />
            <div className="cart-tools">
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() =>
                  void run(
                    cart.id,
                    () => restoreSavedCart(queryClient, cart.id, lang),
                    (result) => {
                      // Parts that left the catalogue are skipped by the shop; the message names them.
                      const gone = (result?.missing ?? [])
                        .filter((line) => line.reason === 'NOT_FOUND')
                        .map((line) => customerSku(line.sku))
                      const list = gone.join(', ')
                      return gone.length > 0
                        ? t`The saved cart is back in the cart. Not added, no longer available: ${list}.`
                        : t`The saved cart is back in the cart.`
                    },
                  )
                }
              >
                <Trans>Restore {cart.name} into the cart</Trans>
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void run(cart.id, () => deleteSavedCart(queryClient, cart.id), t`The saved cart was deleted.`)}
              >
                <Trans>Delete {cart.name}</Trans>
              </button>
            </div>
            <ControlError id={`saved-cart-error-${cart.id}`} message={errorAt(cart.id)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A saved cart's lines whose parts left the catalogue: named, so restoring it holds no surprise. */
function UnavailableLines({ skus }: { skus: string[] }) {
  if (skus.length === 0) return null
  const list = skus.join(', ')
  return (
    <p className="saved-cart__unavailable" data-testid="saved-cart-unavailable">
      <UnavailableMark /> <Trans>{list} (not added when you restore this cart)</Trans>
    </p>
  )
}
