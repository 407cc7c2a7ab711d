import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { AVAILABILITY_LINES_MAX } from '../../../shared/contracts/customer-lists-constants'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'
import { useLanguage } from '../../../shared/lib/language'
import { parsePastedLines } from '../../../shared/lib/parse-lines'
import { scannedPartNumber } from '../../../shared/lib/scanned-part-number'
import { ControlError } from '../../../shared/ui/control-error'
import { ScanButton } from '../../../shared/ui/scan-button'
import { checkAvailability, lastCheckQuery } from '../api/check-availability'
import { fillNextLine } from '../lib/fill-next-line'
import type { CartLine } from '../lib/orderable'
import { AvailabilityResults } from './availability-results'
import '../../../shared/ui/list-page.css'

type Props = {
  customerId: string
  /** Adds lines to the cart (the cart feature's call, composed by the route); undefined without fillBasket. */
  addToCart: ((lines: CartLine[]) => Promise<unknown>) | undefined
}

/** /infocenter/availability: paste or type up to 200 numbers with quantities → availability, then add the available ones. */
export function AvailabilityPage({ customerId, addToCart }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const id = useId()
  const queryClient = useQueryClient()
  const { data: last } = useQuery(lastCheckQuery(customerId))
  const [text, setText] = useState(last?.text ?? '')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const lines = parsePastedLines(text)
    setFailure(null)
    if (lines.length === 0) return setFailure(t`Please enter at least one article or OE number.`)
    if (lines.length > AVAILABILITY_LINES_MAX)
      return setFailure(t`At most ${AVAILABILITY_LINES_MAX} lines at once; this list has ${lines.length}.`)
    setBusy(true)
    try {
      await checkAvailability(queryClient, customerId, text, lines, lang)
    } catch (caught) {
      setFailure(apiErrorMessage(caught, t`The availability could not be checked.`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="list-page" aria-labelledby="availability-heading">
      <h1 id="availability-heading">
        <Trans>Availability</Trans>
      </h1>
      <form className="card form-field" onSubmit={submit}>
        <label htmlFor={`${id}-lines`}>
          <Trans>Article or OE numbers, one a line, each with its quantity (up to 200)</Trans>
        </label>
        <textarea
          id={`${id}-lines`}
          rows={8}
          value={text}
          spellCheck={false}
          placeholder={'15.10000\t5\nA5419051923 2'}
          aria-describedby={failure ? `${id}-error` : `${id}-hint`}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="muted">
          <Trans>Paste from a spreadsheet or type: tab, semicolon or a space between number and quantity.</Trans>
        </p>
        <ControlError id={`${id}-error`} message={failure} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            <Trans>Check availability</Trans>
          </button>
          {/* After the check: typing, Tab and Enter run it; the scanner is the way for gloved hands. */}
          <ScanButton
            label={t`Scan a part label into the list`}
            onScan={({ text: scanned }) => {
              const term = scannedPartNumber(scanned)
              if (!term) return null
              setText((current) => fillNextLine(current, term))
              return t`${term} added to the list`
            }}
          />
        </div>
      </form>
      {last && <AvailabilityResults check={last} addToCart={addToCart} />}
    </section>
  )
}
