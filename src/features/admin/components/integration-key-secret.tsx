import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { CreatedIntegrationKey } from '../../../shared/contracts/integration-keys'

/** The new key's secret, this once: the shop keeps only its fingerprint, so it cannot be shown again. */
export function IntegrationKeySecret({ created, onDone }: { created: CreatedIntegrationKey; onDone: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const [copied, setCopied] = useState(false)
  const copy = () =>
    void navigator.clipboard
      ?.writeText(created.secret)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  return (
    <div className="admin__notice admin__secret" role="status">
      <p>
        <Trans>Copy the key {created.key.name} now and store it in the system that uses it: it is shown only this once.</Trans>
      </p>
      <label htmlFor={`${id}-secret`}>
        <Trans>Integration key</Trans>
      </label>
      <input id={`${id}-secret`} readOnly value={created.secret} onFocus={(event) => event.currentTarget.select()} />
      <div className="admin__actions">
        <button type="button" className="button" onClick={copy}>
          {t`Copy key`}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t`I have stored the key`}
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
