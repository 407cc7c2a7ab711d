import { useLingui } from '@lingui/react/macro'
import type { ServiceForm } from '../../../shared/contracts/services'
import type { FormKind, FormReason } from '../../../shared/contracts/services-constants'

/** The words of the forms page: kinds, reasons and statuses in the user's language. */
export function useFormLabels() {
  const { t } = useLingui()
  const kind: Record<FormKind, string> = { return: t`Return request`, warranty: t`Warranty claim` }
  const reason: Record<FormReason, string> = {
    wrongPart: t`Wrong part delivered`,
    orderedByMistake: t`Ordered by mistake`,
    damagedInTransit: t`Damaged in transit`,
    surplus: t`Surplus stock`,
    failedInService: t`Failed in service`,
    leaking: t`Leaking`,
    noise: t`Noise`,
    electricalFault: t`Electrical fault`,
  }
  const status: Record<ServiceForm['status'], string> = {
    submitted: t`Submitted`,
    // Its own context: a case takes another grammatical gender than an order in several languages.
    received: t({ message: 'Received', context: 'return or warranty case' }),
    inReview: t`In review`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    credited: t`Credited`,
    closed: t`Closed`,
  }
  return { kind, reason, status }
}
