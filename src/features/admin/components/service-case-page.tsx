import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { useServiceCase } from '../api/service-cases'
import { AdminError } from './admin-states'
import { AuditTable } from './audit-table'
import { CaseLinesTable } from './case-lines-table'
import { CaseStepForm } from './case-step-form'
import { CaseTimeline } from './case-timeline'
import { formatTime } from './format-time'
import { useAdminCaseLabels } from './service-case-labels'
import './service-cases.css'

/** One case: who sent it, its lines with photo counts, its timeline, and the buttons for the steps it may take now. */
export function ServiceCasePage({ caseId }: { caseId: number }) {
  const { t } = useLingui()
  const id = useId()
  const lang = useLanguage()
  const labels = useAdminCaseLabels()
  const query = useServiceCase(caseId)
  if (query.isPending) {
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t`Loading case…`}
      </p>
    )
  }
  if (query.isError) return <AdminError error={query.error} onRetry={() => void query.refetch()} />
  const found = query.data
  const photos = found.lines.reduce((sum, line) => sum + line.photoCount, 0)
  return (
    <section aria-labelledby={`${id}-title`} className="admin__stack">
      <h2 id={`${id}-title`}>
        {labels.kind[found.kind]} {found.number} <span className="admin__muted">{labels.status[found.status]}</span>
      </h2>
      <dl className="admin__facts admin__case-facts">
        <dt>
          <Trans>Customer</Trans>
        </dt>
        <dd>
          {found.customerId} {found.companyName}
        </dd>
        <dt>
          <Trans>Sent by</Trans>
        </dt>
        <dd>
          {found.contactName} ({found.contactEmail})
        </dd>
        <dt>
          <Trans>Requested on</Trans>
        </dt>
        <dd>{formatTime(found.createdAt, lang)}</dd>
        <dt>
          <Trans>Photos</Trans>
        </dt>
        <dd>{photos}</dd>
        {found.remarks && (
          <>
            <dt>
              <Trans>Remarks</Trans>
            </dt>
            <dd>{found.remarks}</dd>
          </>
        )}
        {found.creditNoteId && (
          <>
            <dt>
              <Trans>Credit note</Trans>
            </dt>
            <dd>{found.creditNoteId}</dd>
          </>
        )}
      </dl>
      <CaseLinesTable caseId={found.id} lines={found.lines} />
      <CaseTimeline timeline={found.timeline} />
      <CaseStepForm key={found.status} caseId={found.id} nextSteps={found.nextSteps} />
      <h3>
        <Trans>Changes to this case</Trans>
      </h3>
      <AuditTable target={`case:${found.number}`} />
    </section>
  )
}
