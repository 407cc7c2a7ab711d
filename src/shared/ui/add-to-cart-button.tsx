import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { CartIcon, CheckIcon, ClockIcon } from './icons'

/** SPEC.md §9: after a successful add the button shows a check for 2 s. */
export const ADDED_FEEDBACK_MS = 2000

/** `'queued'`: the change was kept on this device (offline) and is sent when the connection is back. */
type Props = { disabled: boolean; onAdd: () => Promise<unknown> }

/**
 * The add-to-cart button of search rows, product pages and lists: busy while adding, a check for
 * 2 s after, or a clock when the change waits on this device to be sent.
 */
export function AddToCartButton({ disabled, onAdd }: Props) {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'queued'>('idle')
  useEffect(() => {
    if (state !== 'added' && state !== 'queued') return
    const timer = setTimeout(() => setState('idle'), ADDED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [state])

  const add = async () => {
    if (disabled || state === 'adding') return
    setState('adding')
    try {
      setState((await onAdd()) === 'queued' ? 'queued' : 'added')
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
      ) : state === 'queued' ? (
        <ClockIcon size={20} />
      ) : (
        <CartIcon size={20} />
      )}
      <span>
        {state === 'added' ? (
          <Trans>Added</Trans>
        ) : state === 'queued' ? (
          <Trans>Saved offline</Trans>
        ) : (
          <Trans>Add to cart</Trans>
        )}
      </span>
    </button>
  )
}
