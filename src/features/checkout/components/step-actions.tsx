import { Trans } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'

type Props = {
  onBack?: (() => void) | undefined
  onNext: () => void
  nextDisabled?: boolean
  nextLabel?: ReactNode
  /** Why "next" is disabled, in words (and links where the fix is elsewhere); read out with the button. */
  reason?: ReactNode
}

export function StepActions({ onBack, onNext, nextDisabled = false, nextLabel, reason }: Props) {
  const reasonId = useId()
  const explained = nextDisabled && reason
  return (
    <div className="checkout-actions" data-testid="step-actions">
      {explained && (
        <div id={reasonId} className="action-reason checkout-actions__reason" data-testid="step-missing">
          {reason}
        </div>
      )}
      {onBack && (
        <button type="button" className="button" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={nextDisabled}
        aria-describedby={explained ? reasonId : undefined}
        onClick={onNext}
      >
        {nextLabel ?? <Trans>Continue</Trans>}
      </button>
    </div>
  )
}
