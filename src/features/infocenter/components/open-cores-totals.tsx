import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { OpenCoresResponse } from '../../../shared/contracts/deposits'
import { Price } from '../../../shared/ui/price'
import { corePrice } from '../lib/core-price'

/** "Open" and "at risk" (at risk plus overdue): the deposit a workshop has out, and what it loses unless the cores go back now. */
export function OpenCoresTotals({ data }: { data: OpenCoresResponse }) {
  const { t } = useLingui()
  return (
    <dl className="open-cores-totals">
      <div>
        <dt>{t`Open`}</dt>
        <dd>
          {data.totals && <Price price={corePrice(data.totals.open)} />}{' '}
          <span className="muted">{plural(data.counts.open, { one: '# core', other: '# cores' })}</span>
        </dd>
      </div>
      <div className={data.counts.atRisk > 0 ? 'open-cores-totals--risk' : undefined}>
        <dt>{t`At risk`}</dt>
        <dd>
          {data.totals && <Price price={corePrice(data.totals.atRisk)} />}{' '}
          <span className="muted">{plural(data.counts.atRisk, { one: '# core', other: '# cores' })}</span>
        </dd>
      </div>
    </dl>
  )
}
