import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { clampQuantity } from '../lib/clamp-quantity'

type Props = { id: string; value: number; onChange: (quantity: number) => void; min?: number; max?: number }

/** A quantity field clamped on blur (SPEC.md §5: 1–999 in search results, non-numbers reset to the minimum). */
export function QuantityInput({ id, value, onChange, min = 1, max = 999 }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState(String(value))
  const commit = () => {
    const clamped = clampQuantity(text, min, max)
    setText(String(clamped))
    onChange(clamped)
  }
  return (
    <span className="quantity-input">
      <label htmlFor={id}>{t`Quantity`}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
      />
    </span>
  )
}
