import { useLingui } from '@lingui/react/macro'
import type { FormStatus } from '../../../shared/contracts/services-constants'
import { useCaseLabels } from '../../../shared/lib/case-labels'

/** The case words every page shares, plus what the admin area's buttons say to take a step. */
export function useAdminCaseLabels() {
  const { t } = useLingui()
  const action: Record<FormStatus, string> = {
    requested: t`Requested`,
    approved: t`Approve`,
    rejected: t`Reject`,
    received: t`Mark as received`,
    inspected: t`Mark as inspected`,
    credited: t`Credit`,
    refused: t`Refuse`,
  }
  return { ...useCaseLabels(), action }
}
