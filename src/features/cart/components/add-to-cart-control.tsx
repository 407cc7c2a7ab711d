import { useId, useState } from 'react'
import { AddToCartButton } from '../../../shared/ui/add-to-cart-button'
import { QuantityInput } from '../../../shared/ui/quantity-input'
import './cart.css'

/** `onAdd` answers 'queued' when the change waits on this device (offline). */
type Props = { disabled: boolean; onAdd: (quantity: number) => Promise<unknown> }

/** Quantity (1–999) and the add-to-cart button of product pages and product lists. */
export function AddToCartControl({ disabled, onAdd }: Props) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  return (
    <div className="add-to-cart">
      <QuantityInput id={id} value={quantity} onChange={setQuantity} />
      <AddToCartButton disabled={disabled} onAdd={() => onAdd(quantity)} />
    </div>
  )
}
