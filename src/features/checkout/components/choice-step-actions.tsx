import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import type { CheckoutOptions } from '../../../shared/contracts/cart'
import { missingChoices } from '../lib/missing-choices'
import { checkoutStore } from '../store'
import { MissingReason } from './missing-reason'
import { StepActions } from './step-actions'
import { StepStatus } from './step-status'

type Props = {
  step: 2 | 3 | 4
  options: CheckoutOptions | undefined
  loading: boolean
  failed: boolean
  onBack: () => void
  onNext: () => void
  /** While continue works (step 4 checks the card): disabled, with this said beside it. */
  busy?: ReactNode
}

/** Back and "continue" of a choosing step: continue waits for the options and this step's choices, and says why. */
export function ChoiceStepActions({ step, options, loading, failed, onBack, onNext, busy }: Props) {
  const choices = useSnapshot(checkoutStore)
  // The card check is what step 4's continue does, so it does not hold the button back.
  const missing = missingChoices(choices, options).filter((item) => item.step === step && item.what !== 'cardCheck')
  return (
    <StepActions
      onBack={onBack}
      onNext={onNext}
      nextDisabled={!options || missing.length > 0 || Boolean(busy)}
      reason={
        missing.length > 0 ? (
          <MissingReason missing={missing} />
        ) : (
          (busy ?? <StepStatus loading={loading} failed={failed} inline />)
        )
      }
    />
  )
}
