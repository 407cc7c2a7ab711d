import { useLingui } from '@lingui/react/macro'
import type { CoreCondition, FormKind, FormReason, FormStatus } from '../contracts/services-constants'

/** The words of return, warranty and core cases — kinds, reasons, core conditions, steps — for the customer's pages and the admin area alike. */
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
    // Its own context: a case takes another grammatical gender than an order in several languages.
    received: t({ message: 'Received', context: 'return or warranty case' }),
    inspected: t`Inspected`,
    credited: t`Credited`,
    refused: t`Refused`,
  }
  return { kind, reason, condition, status }
}
