import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

type SecretShownOnceProps = {
  secret: string
  /** Why to copy it now: the shop never shows it again. */
  message: ReactNode
  label: ReactNode
  copyLabel: string
  doneLabel: string
  onDone: () => void
}

/**
 * A secret the shop shows this once (an integration key, a webhook signing secret), with a copy button.
 * The field takes the focus when a secret appears: it may be far from the button that made it.
 */
export function SecretShownOnce({ secret, message, label, copyLabel, doneLabel, onDone }: SecretShownOnceProps) {
  const id = useId()
  const [copied, setCopied] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    setCopied(false)
    field.current?.focus()
  }, [secret])
  const copy = () =>
    void navigator.clipboard
      ?.writeText(secret)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  return (
    <div className="admin__notice admin__secret" role="status">
      <p className="admin__message">{message}</p>
      <label htmlFor={`${id}-secret`}>{label}</label>
      <input ref={field} id={`${id}-secret`} readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
      <div className="admin__actions">
        <button type="button" className="button" onClick={copy}>
          {copyLabel}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {doneLabel}
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
