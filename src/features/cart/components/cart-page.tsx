import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Fragment, useId } from 'react'
import { useSnapshot } from 'valtio'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { customerSku, seenParts } from '../../../shared/lib/seen-parts'
import { syncStatus } from '../../../shared/lib/sync-status'
import { itemOfQuoteLine } from '../../../shared/lib/tracking/items'
import { track } from '../../../shared/lib/tracking/track'
import { useFailedChange } from '../../../shared/lib/use-failed-change'
import { sessionStore } from '../../../shared/session/session-store'
import { AvailabilityLabel } from '../../../shared/ui/availability-label'
import { ControlError } from '../../../shared/ui/control-error'
import { Price } from '../../../shared/ui/price'
import { UnavailableMark } from '../../../shared/ui/unavailable-mark'
import { deleteCartItems } from '../api/delete-cart-items'
import { useQuote } from '../api/get-quote'
import { updateCartItem } from '../api/update-cart-item'
import { shownLines, waitingLineCount } from '../lib/pending-lines'
import { cartStore, markAll, markNone, setAcceptPolicy, toggleMarked } from '../store'
import { CartQuantity } from './cart-quantity'
import { type CartColumn, CartTable } from './cart-table'
import { DepositLine } from './deposit-line'
import { UnavailableLinesNotice } from './unavailable-parts'
import './cart.css'

type Props = { countryID: string; onContinue: () => void }

const CART_COLUMNS: CartColumn[] = [
  {
    key: 'marked',
    label: (
      <span className="visually-hidden">
        <Trans>Marked</Trans>
      </span>
    ),
  },
  { key: 'pos', label: <Trans>Pos.</Trans> },
  { key: 'part', label: <Trans>Part</Trans> },
  { key: 'qty', label: <Trans>Quantity</Trans> },
  { key: 'availability', label: <Trans>Availability</Trans> },
  { key: 'price', label: <Trans>Unit price</Trans>, numeric: true },
  { key: 'total', label: <Trans>Total</Trans>, numeric: true },
]

/** Checkout step 1 (SPEC.md §4): edit quantities, mark items one by one or all/none, delete marked, accept the policy. */
export function CartPage({ countryID, onContinue }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const cart = useSnapshot(cartStore)
  const { data: quote, isPending, fetchStatus } = useQuote(lang, countryID)
  const items = quote?.items ?? []
  const ids = items.map((item) => item.item_id)
  const marked = cart.markedItemIds.filter((id) => ids.includes(id))
  const allMarked = items.length > 0 && marked.length === items.length
  const { pending } = useSnapshot(syncStatus)
  const { pricesHiddenByUser: hiddenByUser } = useSnapshot(sessionStore)
  const rows = shownLines(items, pending)
  const seen = seenParts(queryClient)
  const waiting = waitingLineCount(rows)
  // Offline with no cart ever loaded on this device the query pauses: show what waits, not a spinner.
  const neverLoaded = isPending && fetchStatus === 'paused'
  const continueReasonId = useId()
  const unavailableReasonId = useId()
  // Parts that left the catalogue stay visible but block the order until they are taken out (issue 28).
  const unavailableIds = items.filter((item) => !item.available).map((item) => item.item_id)
  const blockedBy = [
    ...(cart.acceptPolicy ? [] : [continueReasonId]),
    ...(unavailableIds.length > 0 ? [unavailableReasonId] : []),
  ]

  // A failed change shows its reason below the line's quantity, or below the delete button.
  const { clear, fail, errorAt } = useFailedChange<number | 'delete' | 'unavailable'>(t`The change could not be saved.`)
  const run = (at: number | 'delete' | 'unavailable', work: Promise<unknown>) => {
    clear()
    void work.catch((error) => fail(at, error))
  }

  if (isPending && !neverLoaded) return <p aria-busy="true">{t`Loading the cart…`}</p>
  return (
    <section aria-labelledby="cart-heading" aria-busy={cart.cartLoading}>
      <h1 id="cart-heading">
        <Trans>Cart</Trans>
      </h1>
      {neverLoaded && (
        <p className="notice notice--warning" role="status">
          <Trans>
            You are offline and the cart has not been loaded on this device yet. Changes you make are kept and sent when the
            connection is back.
          </Trans>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {waiting > 0
          ? plural(waiting, { one: '# cart change is waiting to be sent.', other: '# cart changes are waiting to be sent.' })
          : ''}
      </p>
      {rows.length === 0 ? (
        <p data-testid="cart-empty">
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <>
          <div className="cart-tools">
            <label>
              <input type="checkbox" checked={allMarked} onChange={() => (allMarked ? markNone() : markAll(ids))} />{' '}
              <Trans>Mark all</Trans>
            </label>
            <button
              type="button"
              className="button"
              disabled={marked.length === 0 || cart.cartLoading}
              aria-describedby={errorAt('delete') ? 'cart-delete-error' : undefined}
              onClick={() => {
                const removed = items.filter((item) => marked.includes(item.item_id)).map(itemOfQuoteLine)
                run(
                  'delete',
                  deleteCartItems(queryClient, marked, lang, countryID).then(() =>
                    track({ event: 'remove_from_cart', ecommerce: { items: removed } }),
                  ),
                )
              }}
            >
              <Trans>Delete marked ({marked.length})</Trans>
            </button>
            <ControlError id="cart-delete-error" message={errorAt('delete')} />
          </div>
          <CartTable caption={<Trans>Items in the cart</Trans>} columns={CART_COLUMNS}>
            {rows.map((row) => {
              if (row.kind === 'waiting-add') {
                const part = seen.byLineSku(row.sku)
                return (
                  <tr key={row.key} data-testid="cart-line" className="cart-line--waiting">
                    <td />
                    <td />
                    <td>
                      {part && (
                        <>
                          <strong>{part.name}</strong>
                          <br />
                        </>
                      )}
                      <span>{part?.sku ?? customerSku(row.sku)}</span> <WaitingMark />
                    </td>
                    <td>{row.qty}</td>
                    <td colSpan={3} />
                  </tr>
                )
              }
              const item = row.line
              return (
                <Fragment key={item.item_id}>
                  <tr
                    data-testid="cart-line"
                    className={
                      row.waiting === 'removal' ? 'cart-line--removal' : item.available ? undefined : 'line--unavailable'
                    }
                  >
                    <td className="cart-table__mark">
                      <input
                        type="checkbox"
                        checked={marked.includes(item.item_id)}
                        onChange={() => toggleMarked(item.item_id)}
                        aria-label={t`Mark ${item.name}`}
                      />
                    </td>
                    <td className="cart-table__pos" data-label={t`Pos.`}>
                      {item.positionNumber}
                    </td>
                    <td>
                      <strong>{item.name}</strong>
                      <br />
                      <span>{item.sku}</span>
                      {!item.available && <UnavailableMark />}
                      {row.waiting && <WaitingMark />}
                    </td>
                    <td data-label={t`Quantity`}>
                      <CartQuantity
                        itemId={item.item_id}
                        name={item.name}
                        qty={row.qty}
                        disabled={cart.cartLoading || !item.available}
                        errorId={errorAt(item.item_id) ? `qty-error-${item.item_id}` : undefined}
                        onCommit={(qty) =>
                          run(
                            item.item_id,
                            updateCartItem(queryClient, { item_id: item.item_id, sku: item.sku, qty }, lang, countryID),
                          )
                        }
                      />
                      <ControlError id={`qty-error-${item.item_id}`} message={errorAt(item.item_id)} />
                    </td>
                    <td data-label={t`Availability`}>
                      {item.available ? <AvailabilityLabel availability={item.availability} /> : '–'}
                    </td>
                    <td className="cart-table__number" data-label={t`Unit price`}>
                      {item.price ? <Price price={item.price} /> : '–'}
                    </td>
                    <td className="cart-table__number" data-label={t`Total`}>
                      {item.lineTotal ? <Price price={item.lineTotal} /> : '–'}
                    </td>
                  </tr>
                  <DepositLine item={item} skip={2} labelSpan={3} unitColumn removal={row.waiting === 'removal'} />
                </Fragment>
              )
            })}
          </CartTable>
          {quote?.subtotal && !hiddenByUser && (
            <p className="cart-total" data-testid="cart-subtotal">
              <Trans>Subtotal (net): {formatPrice(quote.subtotal.value, quote.subtotal.currency.code, lang)}</Trans>
            </p>
          )}
          {quote?.depositTotal && !hiddenByUser && (
            <p className="cart-total" data-testid="cart-deposit-total">
              <Trans>Core deposits (net): {formatPrice(quote.depositTotal.value, quote.depositTotal.currency.code, lang)}</Trans>
            </p>
          )}
          <div className="cart-tools">
            <label>
              <input type="checkbox" checked={cart.acceptPolicy} onChange={(event) => setAcceptPolicy(event.target.checked)} />{' '}
              <Trans>I accept the terms and conditions and the privacy policy.</Trans>
            </label>
          </div>
          {!cart.acceptPolicy && (
            <p id={continueReasonId} className="action-reason" data-testid="step-missing">
              <Trans>Accept the terms and conditions to continue.</Trans>
            </p>
          )}
          {unavailableIds.length > 0 && (
            <UnavailableLinesNotice
              id={unavailableReasonId}
              count={unavailableIds.length}
              disabled={cart.cartLoading}
              error={errorAt('unavailable')}
              onRemove={() => run('unavailable', deleteCartItems(queryClient, unavailableIds, lang, countryID))}
            />
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={blockedBy.length > 0}
            aria-describedby={blockedBy.length > 0 ? blockedBy.join(' ') : undefined}
            onClick={onContinue}
          >
            <Trans>Continue to addresses</Trans>
          </button>
        </>
      )}
    </section>
  )
}

/** Shown on a line whose change was made offline and has not reached the shop yet. */
function WaitingMark() {
  return (
    <span className="waiting-mark">
      <Trans>waiting to be sent</Trans>
    </span>
  )
}
