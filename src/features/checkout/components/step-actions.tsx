import { Trans } from '@lingui/react/macro'

type Props = { onBack?: (() => void) | undefined; onNext: () => void; nextDisabled?: boolean; nextLabel?: React.ReactNode }

export function StepActions({ onBack, onNext, nextDisabled = false, nextLabel }: Props) {
  return (
    <div className="checkout-actions">
      {onBack && (
        <button type="button" className="button" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      )}
      <button type="button" className="button button--primary" disabled={nextDisabled} onClick={onNext}>
        {nextLabel ?? <Trans>Continue</Trans>}
      </button>
    </div>
  )
}
