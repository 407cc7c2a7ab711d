import { Trans, useLingui } from '@lingui/react/macro'
import { CORE_CONDITIONS, DESCRIPTION_MAX, type FormKind, REASONS_OF } from '../../../shared/contracts/services-constants'
import { useCaseLabels } from '../../../shared/lib/case-labels'
import { type DraftLine, lineBlock } from '../lib/case-draft'
import type { LineErrors } from '../lib/validate-case'
import { FormField } from './form-field'
import { LinePhotos } from './line-photos'

type Props = {
  line: DraftLine
  kind: FormKind
  errors: LineErrors | undefined
  onChange: (change: Partial<DraftLine>) => void
}

/** One delivered line: tick it, then say how many go back, why (or in what state), and show it. */
export function CaseLineCard({ line, kind, errors = {}, onChange }: Props) {
  const { t } = useLingui()
  const labels = useCaseLabels()
  const block = lineBlock(line, kind)
  const id = `case-line-${line.key.replace(/[^A-Za-z0-9-]/g, '-')}`
  const name = `${line.sku} ${line.name}`
  const position = line.position
  const documentId = line.documentId
  const why =
    block === 'noCore'
      ? t`No core deposit on this part: it can go back as a return or warranty claim.`
      : block === 'nothingLeft'
        ? t`Nothing left to return: every delivered piece is already in a case.`
        : null
  return (
    <li className={`case-line${line.ticked ? ' case-line--ticked' : ''}${block ? ' case-line--blocked' : ''}`}>
      <label className="case-line__tick">
        <input
          type="checkbox"
          checked={line.ticked}
          disabled={block !== null}
          aria-describedby={why ? `${id}-why` : undefined}
          onChange={(event) => onChange({ ticked: event.target.checked })}
        />
        <span>
          <strong id={`${id}-name`} className="case-line__part">
            {name}
          </strong>
          <span className="case-line__meta">
            <Trans>
              {documentId}, line {position} · {line.qtyDelivered} delivered · {line.returnable} may go back
            </Trans>
          </span>
        </span>
      </label>
      {why && (
        <p id={`${id}-why`} className="case-line__why">
          {why}
        </p>
      )}
      {line.ticked && (
        <fieldset className="case-line__fields" aria-labelledby={`${id}-name`}>
          <FormField id={`${id}-qty`} label={t`Quantity`} error={errors.qty}>
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={1}
                max={line.returnable}
                value={line.qty}
                onChange={(event) => onChange({ qty: event.target.value })}
              />
            )}
          </FormField>
          {kind === 'core' ? (
            <FormField id={`${id}-condition`} label={t`State of the old unit`} error={errors.condition}>
              {(a11y) => (
                <select
                  {...a11y}
                  value={line.condition}
                  onChange={(event) => onChange({ condition: event.target.value as DraftLine['condition'] })}
                >
                  <option value="">{t`Choose a state`}</option>
                  {CORE_CONDITIONS.map((condition) => (
                    <option key={condition} value={condition}>
                      {labels.condition[condition]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : (
            <FormField id={`${id}-reason`} label={t`Reason`} error={errors.reason}>
              {(a11y) => (
                <select
                  {...a11y}
                  value={line.reason}
                  onChange={(event) => onChange({ reason: event.target.value as DraftLine['reason'] })}
                >
                  <option value="">{t`Choose a reason`}</option>
                  {REASONS_OF[kind].map((reason) => (
                    <option key={reason} value={reason}>
                      {labels.reason[reason]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField
            id={`${id}-remark`}
            label={kind === 'warranty' ? t`What is wrong with it` : t`Remark (optional)`}
            error={errors.remark}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                maxLength={DESCRIPTION_MAX}
                value={line.remark}
                onChange={(event) => onChange({ remark: event.target.value })}
              />
            )}
          </FormField>
          <LinePhotos
            id={`${id}-photos`}
            lineLabel={name}
            photos={line.photos}
            error={errors.photos}
            onChange={(photos) => onChange({ photos })}
          />
        </fieldset>
      )}
    </li>
  )
}
