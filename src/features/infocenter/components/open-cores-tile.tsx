import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { OpenCoresResponse } from '../../../shared/contracts/deposits'
import { HomeTile } from './home-tile'
import { OpenCoresTotals } from './open-cores-totals'

/** The open cores on the information-centre home: open and at-risk deposits, or that none are open. */
export function OpenCoresTile({ data, link }: { data: OpenCoresResponse; link: ReactNode }) {
  const { t } = useLingui()
  const soonest = data.items.find((core) => core.state !== 'inReturn')
  return (
    <HomeTile title={t`Open cores`} headingId="home-open-cores" link={link}>
      {data.items.length > 0 ? (
        <>
          <OpenCoresTotals data={data} />
          {soonest && (
            <p className="home-tile__count">
              {soonest.daysLeft < 0
                ? plural(-soonest.daysLeft, { one: 'The first is # day overdue.', other: 'The first is # days overdue.' })
                : plural(soonest.daysLeft, { one: 'The next is due back in # day.', other: 'The next is due back in # days.' })}
            </p>
          )}
        </>
      ) : (
        <p>{t`No open cores.`}</p>
      )}
    </HomeTile>
  )
}
