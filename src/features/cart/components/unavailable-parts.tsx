import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ControlError } from '../../../shared/ui/control-error'

type NoticeProps = {
  /** Referenced by the blocked button's aria-describedby. */
  id: string
  count: number
  disabled: boolean
  error: string | null
  onRemove: () => void
}

/** Why the order cannot go on while the cart holds such lines, and the one click that takes them out. */
export function UnavailableLinesNotice({ id, count, disabled, error, onRemove }: NoticeProps) {
  return (
    <div className="action-reason unavailable-notice" data-testid="cart-unavailable">
      <p id={id}>
        {plural(count, {
          one: '# part in the cart is no longer available from us. Remove it to continue.',
          other: '# parts in the cart are no longer available from us. Remove them to continue.',
        })}
      </p>
      <button
        type="button"
        className="button"
        disabled={disabled}
        aria-describedby={error ? 'cart-unavailable-error' : undefined}
        onClick={onRemove}
      >
        <Trans>Remove unavailable parts</Trans>
      </button>
      <ControlError id="cart-unavailable-error" message={error} />
    </div>
  )
}
