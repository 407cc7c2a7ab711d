import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'
import { useLanguage } from '../../../shared/lib/language'
import { ControlError } from '../../../shared/ui/control-error'
import type { AvailabilityCheck } from '../api/check-availability'
import { type CartLine, orderableLines, orderablePart, type PartialChoice, splitOf } from '../lib/orderable'
import { CheckedPartFacts } from './checked-part-cells'

type Props = { check: AvailabilityCheck; addToCart: ((lines: CartLine[]) => Promise<unknown>) | undefined }

/** The checked lines as a table (cards on phones), and one button for every line that can ship now. */
export function AvailabilityResults({ check, addToCart }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  // done: 'queued' when the service worker keeps the change until the connection is back (the cart call answers null).
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: false | 'added' | 'queued' }>({
    busy: false,
    error: null,
    done: false,
  })
  const [choices, setChoices] = useState<Record<number, PartialChoice>>({})
  const orderable = orderableLines(check.lines, choices)
  const errorText = { NOT_FOUND: t`Not found`, AMBIGUOUS: t`Several parts have this number`, BAD_QUANTITY: t`Check the quantity` }

  const add = async () => {
    if (!addToCart) return
    setState({ busy: true, error: null, done: false })
    try {
      const answer = await addToCart(orderable)
      setState({ busy: false, error: null, done: answer === null ? 'queued' : 'added' })
    } catch (caught) {
      setState({ busy: false, error: apiErrorMessage(caught, t`The change could not be saved.`), done: false })
    }
  }

  return (
    <div className="list-page">
      <h2>
        <Trans>
          Result of {new Date(check.checkedAt).toLocaleString(lang)}: {orderable.length} of {check.lines.length} lines available
        </Trans>
      </h2>
      <table className="result-table" data-testid="availability-results">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Your entry</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Part and availability</Trans>
            </th>
            <th scope="col">
              <Trans>Replacement</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {check.lines.map((line, index) => (
            // Lines have no id of their own (the same number may be pasted twice), and their order never changes.
            <tr key={index} data-testid="availability-line">
              <td data-label={t`Your entry`}>{line.term}</td>
              <td data-label={t`Quantity`}>
                {Number.isFinite(line.qty) ? line.qty : '–'}
                {addToCart && (
                  <PartialChoiceField
                    line={line}
                    name={`availability-choice-${index}`}
                    choice={choices[index] ?? 'now'}
                    onChoose={(choice) => setChoices({ ...choices, [index]: choice })}
                  />
                )}
              </td>
              <td data-label={t`Part and availability`}>
                {line.ok ? (
                  <CheckedPartFacts part={line.part} qty={line.qty} />
                ) : (
                  <span className="field-error">{errorText[line.error]}</span>
                )}
                {line.ok && line.discontinued && (
                  <span className="badge badge--warn">
                    <Trans>Discontinued</Trans>
                  </span>
                )}
              </td>
              <td data-label={t`Replacement`}>
                {line.ok && line.replacement ? <CheckedPartFacts part={line.replacement} qty={line.qty} /> : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {addToCart && (
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={state.busy || orderable.length === 0}
            aria-describedby={state.error ? 'availability-add-error' : undefined}
            onClick={() => void add()}
          >
            <Trans>Add the {orderable.length} available lines to the cart</Trans>
          </button>
          {state.done && (
            <p role="status">
              {state.done === 'added' ? (
                <Trans>The available lines are in the cart.</Trans>
              ) : (
                <Trans>You are offline: the lines go into the cart as soon as the connection is back.</Trans>
              )}
            </p>
          )}
          <ControlError id="availability-add-error" message={state.error} />
        </div>
      )}
    </div>
  )
}

/** For a line that ships in part: what the buyer wants in the cart, only what ships now (the default) or all of it. */
function PartialChoiceField({
  line,
  name,
  choice,
  onChoose,
}: {
  line: AvailabilityCheck['lines'][number]
  name: string
  choice: PartialChoice
  onChoose: (choice: PartialChoice) => void
}) {
  const part = orderablePart(line)
  if (!part) return null
  const { now, later } = splitOf(part, line.qty)
  if (later === 0) return null
  return (
    <fieldset className="availability-choice">
      <legend>
        <Trans>Into the cart</Trans>
      </legend>
      <label>
        <input type="radio" name={name} checked={choice === 'now'} onChange={() => onChoose('now')} />{' '}
        <Trans>Only the {now} that ship now</Trans>
      </label>
      <label>
        <input type="radio" name={name} checked={choice === 'all'} onChange={() => onChoose('all')} />{' '}
        <Trans>
          All {line.qty}: {later} follow as a backorder (a second order)
        </Trans>
      </label>
    </fieldset>
  )
}
