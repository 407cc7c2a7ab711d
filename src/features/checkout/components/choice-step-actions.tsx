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
}

/** Back and "continue" of a choosing step: continue waits for the options and this step's choices, and says why. */
export function ChoiceStepActions({ step, options, loading, failed, onBack, onNext }: Props) {
  const choices = useSnapshot(checkoutStore)
  const missing = missingChoices(choices, options).filter((item) => item.step === step)
  return (
    <StepActions
      onBack={onBack}
      onNext={onNext}
      nextDisabled={!options || missing.length > 0}
      reason={missing.length > 0 ? <MissingReason missing={missing} /> : <StepStatus loading={loading} failed={failed} inline />}
    />
  )
}
