import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { NoticeEntry } from '../../../shared/contracts/customer-lists'
import { NOTICE_NOTE_MAX } from '../../../shared/contracts/customer-lists-constants'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { ControlError } from '../../../shared/ui/control-error'
import { Price } from '../../../shared/ui/price'
import { QuantityInput } from '../../../shared/ui/quantity-input'
import { UnavailableMark } from '../../../shared/ui/unavailable-mark'

type Props = {
  entry: NoticeEntry
  busy: boolean
  canFillBasket: boolean
  error: string | null
  onSave: (change: { qty: number; note: string }) => void
  onMove: () => void
  onRemove: () => void
}

/** One watched part: what changed since it was added, its quantity and note (editable), and its actions. */
export function NoticeRow({ entry, busy, canFillBasket, error, onSave, onMove, onRemove }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const id = useId()
  const [qty, setQty] = useState(entry.qty)
  const [note, setNote] = useState(entry.note)
  const changed = qty !== entry.qty || note.trim() !== entry.note
  return (
    <li className={entry.available ? 'card' : 'card line--unavailable'} data-testid="notice-entry">
      <h2 className="notice-title">
        {entry.slug ? (
          <Link to="/{-$lang}/products/$slug" params={{ ...params, slug: entry.slug }}>
            {entry.name}
          </Link>
        ) : (
          entry.name
        )}{' '}
        <span className="muted">{entry.sku}</span>
        {!entry.available && <UnavailableMark />}
      </h2>
      <p className="muted">
        <Trans>Added on {new Date(entry.addedAt).toLocaleDateString(lang)}</Trans>
      </p>
      {entry.available ? (
        <AvailableFacts entry={entry} />
      ) : (
        <p>
          <Trans>
            This part is no longer in our catalogue and cannot be ordered. Remove it from the list when you no longer need the
            note.
          </Trans>
        </p>
      )}
      <div className="form-grid">
        <QuantityInput id={`${id}-qty`} value={qty} onChange={setQty} max={99999} />
        <span className="form-field">
          <label htmlFor={`${id}-note`}>
            <Trans>Note</Trans>
          </label>
          <input id={`${id}-note`} value={note} maxLength={NOTICE_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
        </span>
      </div>
      <div className="form-actions">
        {changed && (
          <button type="button" className="button" disabled={busy} onClick={() => onSave({ qty, note: note.trim() })}>
            <Trans>Save changes</Trans>
          </button>
        )}
        {entry.available && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !canFillBasket}
            title={canFillBasket ? undefined : t`Your account may not fill the cart`}
            onClick={onMove}
          >
            <Trans>Move {entry.sku} to the cart</Trans>
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={onRemove}>
          <Trans>Remove {entry.sku}</Trans>
        </button>
      </div>
      <ControlError id={`${id}-error`} message={error} />
    </li>
  )
}

/** Today's stock and price beside what the buyer saw when adding the part. */
function AvailableFacts({ entry }: { entry: NoticeEntry }) {
  return (
    <>
      <p>
        {entry.backInStock && (
          <span className="badge badge--good">
            <Trans>Back in stock</Trans>
          </span>
        )}{' '}
        {entry.stock > 0 ? <Trans>{entry.stock} in stock</Trans> : <Trans>Not in stock</Trans>} <Price price={entry.price} />{' '}
        {entry.priceChangedFrom && (
          <span className="badge badge--warn">
            <Trans>Price changed since added</Trans>
          </span>
        )}
      </p>
      {entry.priceChangedFrom && (
        <p className="muted">
          <Trans>
            Price when added: <Price price={entry.priceChangedFrom} className="" />
          </Trans>
        </p>
      )}
    </>
  )
}
