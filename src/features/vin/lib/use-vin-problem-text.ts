import { useLingui } from '@lingui/react/macro'
import type { VinProblem } from '../../../shared/contracts/vin-rules'

/** The sentence for a VIN problem in the user's language, naming the position so it can be found on the type plate. */
export function useVinProblemText(): (problem: VinProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    if (problem.kind === 'length') {
      return t({ id: 'header.search.vin.termLengthError', message: 'A VIN has exactly 17 characters.' })
    }
    const { position } = problem
    if (problem.kind === 'lookalike') {
      const { letter, digit } = problem
      return t`Position ${position}: the letter ${letter} is not used in VINs — did you mean ${digit}?`
    }
    const { character } = problem
    return t`Position ${position}: “${character}” cannot be part of a VIN; it has only letters and digits.`
  }
}
