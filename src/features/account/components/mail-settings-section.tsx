import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { MAIL_SETTING_KEYS, type MailSettingKey, type MailSettings } from '../../../shared/contracts/mail-settings-constants'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'
import { ControlError } from '../../../shared/ui/control-error'
import { mailSettingsQuery, saveMailSettings } from '../api/mail-settings'
import '../../../shared/ui/list-page.css'
import './account.css'

type Props = { contactId: string; onSaved: (message: string) => void }

/**
 * The contact's choice of notification mails (issues 29, 31): a box each, saved together with one button,
 * so a keyboard user ticks what they want and confirms once. Like every account change it needs the
 * shop: offline, the error says so and the boxes keep what was ticked.
 */
export function MailSettingsSection({ contactId, onSaved }: Props) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const { data, error, refetch } = useQuery(mailSettingsQuery(contactId))
  const [draft, setDraft] = useState<MailSettings | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const shown = draft ?? data
  const labels: Record<MailSettingKey, string> = {
    orderConfirmed: t`Order confirmations`,
    orderShipped: t`Shipping notices with the tracking link`,
    invoiceAvailable: t`New invoices and credit notes`,
    backorderChanged: t`New delivery dates for backordered parts`,
    coreDue: t`Cores due back soon (open cores account)`,
    caseStatus: t`Each step of your returns, warranty claims and cores`,
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!draft) return
    setBusy(true)
    setFailure(null)
    try {
      await saveMailSettings(queryClient, contactId, draft)
      setDraft(null)
      onSaved(t`Your notification mails are saved.`)
    } catch (caught) {
      setFailure(apiErrorMessage(caught, t`The change could not be saved.`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="mail-settings card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Trans>Notification mails</Trans>
      </h2>
      {!shown ? (
        error ? (
          <p role="alert">
            <Trans>Your notification mails could not be loaded.</Trans>{' '}
            <button type="button" className="button" onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : (
        <form onSubmit={(event) => void save(event)}>
          <fieldset disabled={busy} aria-describedby={failure ? `${id}-error` : `${id}-hint`}>
            <legend>
              <Trans>Send me these emails</Trans>
            </legend>
            {MAIL_SETTING_KEYS.map((key) => (
              <label key={key} className="mail-settings__choice">
                <input
                  type="checkbox"
                  checked={shown[key]}
                  onChange={(event) => setDraft({ ...shown, [key]: event.target.checked })}
                />
                <span>{labels[key]}</span>
              </label>
            ))}
          </fieldset>
          <p id={`${id}-hint`} className="muted">
            <Trans>
              Only for you: your colleagues choose their own. The confirmation of an order you place in the shop always comes, and
              the information centre always shows everything.
            </Trans>
          </p>
          <button type="submit" className="button" disabled={busy || !draft}>
            {busy ? t`Saving…` : t`Save`}
          </button>
          <ControlError id={`${id}-error`} message={failure} />
        </form>
      )}
    </section>
  )
}
