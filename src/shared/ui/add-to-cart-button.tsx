import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { CartIcon, CheckIcon } from './icons'

/** SPEC.md §9: after a successful add the button shows a check for 2 s. */
export const ADDED_FEEDBACK_MS = 2000

type Props = { disabled: boolean; onAdd: () => Promise<void> }

/** The add-to-cart button of search rows, product pages and lists: busy while adding, a check for 2 s after. */
export function AddToCartButton({ disabled, onAdd }: Props) {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle')
  useEffect(() => {
    if (state !== 'added') return
    const timer = setTimeout(() => setState('idle'), ADDED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [state])

  const add = async () => {
    if (disabled || state === 'adding') return
    setState('adding')
    try {
      await onAdd()
      setState('added')
    } catch {
      setState('idle')
    }
  }

  return (
    <button
      type="button"
      className="button button--primary"
      disabled={disabled}
      // Busy is aria-disabled, not disabled: a disabled button drops focus, which closed the header
      // dropdown around it and sent keyboard users back to the top of the page.
      aria-disabled={state === 'adding' || undefined}
      aria-busy={state === 'adding'}
      onClick={add}
      title={disabled ? t`Your account may not fill the cart` : undefined}
    >
      {state === 'adding' ? (
        <span className="spinner spinner--small" aria-hidden="true" />
      ) : state === 'added' ? (
        <CheckIcon size={20} />
      ) : (
        <CartIcon size={20} />
      )}
      <span>{state === 'added' ? <Trans>Added</Trans> : <Trans>Add to cart</Trans>}</span>
    </button>
  )
}
