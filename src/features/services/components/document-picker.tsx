import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormField } from './form-field'

type Props = {
  busy: boolean
  error: string | null
  /** Documents already loaded into the case, shown so the user knows what the list holds. */
  loaded: readonly string[]
  onLoad: (documentId: string) => void
  /** Scanning the paper's number (or a part's label) beside typing it. */
  scanButton?: ReactNode
}

/** A delivery-note or invoice number typed or pasted (as printed on the paper in the box) to load its lines. */
export function DocumentPicker({ busy, error, loaded, onLoad, scanButton }: Props) {
  const { t } = useLingui()
  const [number, setNumber] = useState('')
  const [empty, setEmpty] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const documentId = number.trim().toUpperCase()
    setEmpty(documentId === '')
    if (documentId) onLoad(documentId)
  }
  return (
    <form className="document-picker" onSubmit={submit} noValidate>
      <FormField
        id="case-document"
        label={t`Delivery note or invoice number`}
        error={empty ? t`Please enter the number printed on the delivery note or invoice.` : (error ?? undefined)}
      >
        {(a11y) => (
          <input
            {...a11y}
            value={number}
            autoComplete="off"
            spellCheck={false}
            placeholder="DN25-004711"
            maxLength={20}
            onChange={(event) => setNumber(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Loading…` : t`Load lines`}
      </button>
      {scanButton}
      {loaded.length > 0 && (
        <p className="document-picker__loaded">
          <Trans>Lines from: {loaded.join(', ')}</Trans>
        </p>
      )}
    </form>
  )
}
