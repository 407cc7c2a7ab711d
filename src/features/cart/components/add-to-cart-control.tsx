import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { clampQuantity } from '../../../shared/lib/clamp-quantity'
import { CartIcon, CheckIcon } from '../../../shared/ui/icons'
import './cart.css'

/** SPEC.md §9: after a successful add the button shows a check for 2 s. */
const ADDED_FEEDBACK_MS = 2000

type Props = { disabled: boolean; onAdd: (quantity: number) => Promise<void> }

/** Quantity (1–999) and the add-to-cart button of product pages and product lists. */
export function AddToCartControl({ disabled, onAdd }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState('1')
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle')
  useEffect(() => {
    if (state !== 'added') return
    const timer = setTimeout(() => setState('idle'), ADDED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [state])

  const add = async () => {
    const quantity = clampQuantity(text, 1, 999)
    setText(String(quantity))
    setState('adding')
    try {
      await onAdd(quantity)
      setState('added')
    } catch {
      setState('idle')
    }
  }

  return (
    <div className="add-to-cart">
      <span>
        <label htmlFor={id}>{t`Quantity`}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(String(clampQuantity(text, 1, 999)))}
        />
      </span>
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || state === 'adding'}
        aria-busy={state === 'adding'}
        onClick={add}
        title={disabled ? t`Your account may not fill the cart` : undefined}
      >
        {state === 'added' ? <CheckIcon size={20} /> : <CartIcon size={20} />}
        <span>{state === 'added' ? <Trans>Added</Trans> : <Trans>Add to cart</Trans>}</span>
      </button>
    </div>
  )
}
