import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'

export type ShownWebhookSecret = { url: string; secret: string }

/**
 * An endpoint's signing secret, this once (after creating or rotating): the receiver needs it to
 * check the webhook-signature, and the shop never lists it again.
 */
export function WebhookSecret({ shown, onDone }: { shown: ShownWebhookSecret; onDone: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const [copied, setCopied] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  // A rotated secret appears at the top of the page, far from the card's button: take the admin there.
  useEffect(() => field.current?.focus(), [shown.secret])
  const copy = () =>
    void navigator.clipboard
      ?.writeText(shown.secret)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  return (
    <div className="admin__notice admin__secret" role="status">
      <p className="admin__message">
        <Trans>Copy the signing secret for {shown.url} now and store it at the receiver: it is shown only this once.</Trans>
      </p>
      <label htmlFor={`${id}-secret`}>
        <Trans>Signing secret</Trans>
      </label>
      <input ref={field} id={`${id}-secret`} readOnly value={shown.secret} onFocus={(event) => event.currentTarget.select()} />
      <div className="admin__actions">
        <button type="button" className="button" onClick={copy}>
          {t`Copy secret`}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t`I have stored the secret`}
        </button>
        {copied && (
          <span className="admin__saved">
            <Trans>Copied.</Trans>
          </span>
        )}
      </div>
    </div>
  )
}
