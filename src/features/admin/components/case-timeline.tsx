import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminCaseDetail } from '../../../shared/contracts/admin-service-cases'
import { useLanguage } from '../../../shared/lib/language'
import { formatTime } from './format-time'
import { useAdminCaseLabels } from './service-case-labels'

/** The case's steps, oldest first, each with when, who and the note the customer read. */
export function CaseTimeline({ timeline }: { timeline: AdminCaseDetail['timeline'] }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useAdminCaseLabels()
  const who = (actor: string) =>
    actor === 'customer' ? t`the customer` : actor === 'erp' ? t`the ERP` : actor.replace(/^admin:/, '')
  return (
    <section>
      <h3>
        <Trans>Timeline</Trans>
      </h3>
      <ol className="admin__timeline">
        {timeline.map((step, index) => (
          <li key={`${step.status}-${index}`}>
            <strong>{labels.status[step.status]}</strong> · {formatTime(step.at, lang)} · {who(step.actor)}
            {step.note && <p>{step.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
