import { useLingui } from '@lingui/react/macro'
import type { ServiceCase } from '../../../shared/contracts/returns'
import { useCaseLabels } from '../../../shared/lib/case-labels'
import { useLanguage } from '../../../shared/lib/language'

/** The steps a case went through, oldest first: what, when, by whom, and the note (why a refusal). */
export function CaseTimeline({ steps }: { steps: ServiceCase['timeline'] }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useCaseLabels()
  const by = { customer: t`you`, shop: t`the shop`, erp: t`the shop's system` }
  return (
    <ol className="case-timeline" aria-label={t`Steps`}>
      {steps.map((step) => {
        const when = new Date(step.at).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' })
        return (
          <li key={`${step.status}-${step.at}`} className={`case-timeline__step case-status--${step.status}`}>
            <strong>{labels.status[step.status]}</strong>
            <span className="case-timeline__meta">
              <time dateTime={step.at}>{when}</time> · {by[step.by]}
            </span>
            {step.note && <span className="case-timeline__note">{step.note}</span>}
          </li>
        )
      })}
    </ol>
  )
}
