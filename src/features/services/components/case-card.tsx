import { Trans, useLingui } from '@lingui/react/macro'
import type { ServiceCase } from '../../../shared/contracts/returns'
import { useCaseLabels } from '../../../shared/lib/case-labels'
import { useLanguage } from '../../../shared/lib/language'
import { photoUrl, slipUrl } from '../api/forms'
import { CaseTimeline } from './case-timeline'

type Props = {
  item: ServiceCase
  /** Where the credit note's PDF is: the information centre's documents, composed by the route. */
  creditNotePdf: (creditNoteId: string) => string
}

/** One case: number, kind, where it stands, its lines, its steps, the slip to print and the credit note once credited. */
export function CaseCard({ item, creditNotePdf }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useCaseLabels()
  const number = item.number
  return (
    <li className="service-card case-card" data-testid="service-case">
      <div className="case-card__head">
        <h3>
          {labels.kind[item.kind]} {number}
        </h3>
        <span className={`case-status case-status--${item.status}`}>{labels.status[item.status]}</span>
      </div>
      <ul className="case-card__lines">
        {item.lines.map((line) => (
          <li key={line.lineNo}>
            <strong>
              {line.qty} × {line.sku} {line.partName}
            </strong>{' '}
            <span className="case-card__meta">
              ({line.documentId}, <Trans>line {line.documentPosition}</Trans>) ·{' '}
              {line.reason ? labels.reason[line.reason] : line.condition ? labels.condition[line.condition] : ''}
              {line.photoIds.map((photoId, index) => (
                <span key={photoId}>
                  {' · '}
                  <a href={photoUrl(item.id, photoId)} target="_blank" rel="noopener">
                    {t`Photo ${index + 1}`}
                    <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                  </a>
                </span>
              ))}
            </span>
            {line.remark && <span className="case-card__remark">{line.remark}</span>}
          </li>
        ))}
      </ul>
      {item.remarks && <p className="case-card__remark">{item.remarks}</p>}
      <CaseTimeline steps={item.timeline} />
      <div className="service-actions">
        <a className="button" href={slipUrl(item.id, lang)} target="_blank" rel="noopener">
          <Trans>Print return slip</Trans>
          <span className="visually-hidden">
            {' '}
            {number} {t`(opens in a new tab)`}
          </span>
        </a>
        {item.status === 'credited' && item.creditNoteId && (
          <a className="button" href={creditNotePdf(item.creditNoteId)} target="_blank" rel="noopener">
            {t`Credit note ${item.creditNoteId}`}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        )}
      </div>
    </li>
  )
}
