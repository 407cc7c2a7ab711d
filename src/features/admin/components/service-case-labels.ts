import { useLingui } from '@lingui/react/macro'
import type { CoreCondition, FormKind, FormReason, FormStatus } from '../../../shared/contracts/services-constants'

/**
 * The words of the returns flow for the admin area: the same messages as the customer's forms page
 * (one translation each), kept here because a feature does not import another.
 */
export function useCaseLabels() {
  const { t } = useLingui()
  const kind: Record<FormKind, string> = {
    return: t`Return request`,
    warranty: t`Warranty claim`,
    core: t`Core return`,
  }
  const reason: Record<FormReason, string> = {
    wrongPart: t`Wrong part delivered`,
    orderedByMistake: t`Ordered by mistake`,
    surplus: t`Surplus stock`,
    damagedInTransit: t`Damaged in transit`,
    deliveredTooMany: t`More delivered than ordered`,
    deliveredTooFew: t`Less delivered than ordered`,
    failedInService: t`Failed in service`,
    leaking: t`Leaking`,
    noise: t`Noise`,
    electricalFault: t`Electrical fault`,
  }
  const condition: Record<CoreCondition, string> = {
    complete: t`Complete`,
    damaged: t`Damaged`,
    notRemanufacturable: t`Not remanufacturable`,
  }
  const status: Record<FormStatus, string> = {
    requested: t`Requested`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    received: t({ message: 'Received', context: 'return or warranty case' }),
    inspected: t`Inspected`,
    credited: t`Credited`,
    refused: t`Refused`,
  }
  /** What a button that takes the step says. */
  const action: Record<FormStatus, string> = {
    requested: t`Requested`,
    approved: t`Approve`,
    rejected: t`Reject`,
    received: t`Mark as received`,
    inspected: t`Mark as inspected`,
    credited: t`Credit`,
    refused: t`Refuse`,
  }
  return { kind, reason, condition, status, action }
}
