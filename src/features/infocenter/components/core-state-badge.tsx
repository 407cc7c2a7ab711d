import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { OpenCore } from '../../../shared/contracts/deposits'

/**
 * The days left as words, and a badge whose colour and word both say the state (never colour alone):
 * at risk (the reminder window), overdue (the deposit is at stake now) or already on its way back.
 */
export function CoreStateBadge({ core }: { core: Pick<OpenCore, 'state' | 'daysLeft' | 'inReturnQty' | 'qty'> }) {
  const { t } = useLingui()
  const days =
    core.daysLeft < 0
      ? plural(-core.daysLeft, { one: '# day overdue', other: '# days overdue' })
      : core.daysLeft === 0
        ? t`due today`
        : plural(core.daysLeft, { one: '# day left', other: '# days left' })
  const badge = {
    open: null,
    atRisk: t`At risk`,
    overdue: t`Overdue`,
    inReturn: t`In return`,
  }[core.state]
  return (
    <span className="core-state">
      <span>{days}</span>
      {badge && <span className={`status core-state--${core.state}`}>{badge}</span>}
      {core.state !== 'inReturn' && core.inReturnQty > 0 && (
        <span className="status core-state--inReturn">{t`${core.inReturnQty} of ${core.qty} in return`}</span>
      )}
    </span>
  )
}
