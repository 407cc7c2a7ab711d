import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { NOTICE_NOTE_MAX } from '../../../shared/contracts/customer-lists-constants'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'
import { ControlError } from '../../../shared/ui/control-error'
import { QuantityInput } from '../../../shared/ui/quantity-input'
import { watchPart } from '../api/notice-list'
import '../../../shared/ui/list-page.css'

type Props = { customerId: string; product: { sku: string; vendorId: string }; onDone: (message: string) => void }

/** "Watch": opens a small form for the quantity and a note, then puts the part on the notice list. */
export function WatchButton({ customerId, product, onDone }: Props) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [qty, setQty] = useState(1)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      await watchPart(queryClient, customerId, { ...product, qty, note: note.trim() })
      setOpen(false)
      setNote('')
      onDone(t`The part is on your notice list.`)
    } catch (caught) {
      setFailure(apiErrorMessage(caught, t`The change could not be saved.`))
    } finally {
      setBusy(false)
    }
  }

  if (!open)
    return (
      <button type="button" className="button" aria-expanded={false} onClick={() => setOpen(true)} data-testid="watch-part">
        <Trans>Watch {product.sku}</Trans>
      </button>
    )
  return (
    <form className="watch-form" onSubmit={save} aria-label={t`Put ${product.sku} on the notice list`}>
      <QuantityInput id={`${id}-qty`} value={qty} onChange={setQty} max={99999} />
      <span className="form-field">
        <label htmlFor={`${id}-note`}>
          <Trans>Note</Trans>
        </label>
        <input
          id={`${id}-note`}
          value={note}
          maxLength={NOTICE_NOTE_MAX}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the user's click, the note is what they type next
          autoFocus
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={failure ? `${id}-error` : undefined}
        />
      </span>
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Save to notice list</Trans>
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        <Trans>Cancel</Trans>
      </button>
      <ControlError id={`${id}-error`} message={failure} />
    </form>
  )
}
