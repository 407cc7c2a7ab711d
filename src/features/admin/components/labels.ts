import { useLingui } from '@lingui/react/macro'
import type { GlobalAlertType } from '../../../shared/contracts/admin-constants'

export function useTypeLabels(): Record<GlobalAlertType, string> {
  const { t } = useLingui()
  return { positive: t`Information (green)`, warning: t`Warning (amber)`, negative: t`Disruption (red)` }
}
