import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { CART_QTY_MAX, CART_QTY_MIN } from '../../../shared/contracts/cart-constants'
import { clampQuantity } from '../../../shared/lib/clamp-quantity'

type Props = {
  itemId: number
  name: string
  qty: number
  disabled: boolean
  /** The id of the reason a change of this quantity failed, shown below the field. */
  errorId?: string | undefined
  onCommit: (qty: number) => void
}

/** A cart line's quantity: sent when the field is left or Enter is pressed, and only when it changed. */
export function CartQuantity({ itemId, name, qty, disabled, errorId, onCommit }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState(String(qty))
  useEffect(() => setText(String(qty)), [qty])
  const commit = () => {
    const next = clampQuantity(text, CART_QTY_MIN, CART_QTY_MAX)
    setText(String(next))
    if (next !== qty) onCommit(next)
  }
  return (
    <input
      id={`qty-${itemId}`}
      type="number"
      inputMode="numeric"
      min={CART_QTY_MIN}
      max={CART_QTY_MAX}
      value={text}
      disabled={disabled}
      aria-label={t`Quantity of ${name}`}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
    />
  )
}
