import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { API_SCOPES } from '../../../shared/contracts/services-constants'
import { openApiQuery } from '../api/api-keys'
import { apiCalls } from '../lib/api-examples'
import { useScopeLabels } from './scope-labels'

/** The calls a key may make, by scope, each with a copyable curl example (from the OpenAPI document). */
export function ApiCallList() {
  const { t } = useLingui()
  const scopes = useScopeLabels()
  const { data } = useQuery(openApiQuery())
  const [copied, setCopied] = useState<string | null>(null)
  const calls = apiCalls(data, window.location.origin)
  const copy = async (key: string, text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => {})
    setCopied(key)
  }
  return (
    <section aria-labelledby="api-calls-heading">
      <h2 id="api-calls-heading">
        <Trans>Calls and examples</Trans>
      </h2>
      <p>
        <Trans>
          Send the key as "Authorization: Bearer" or "X-API-Key" header. A call outside the key's scopes answers 403, a revoked
          key 401. Changes need an Idempotency-Key (a UUID) so a retry is never applied twice. The full description is at
          /api/docs.
        </Trans>
      </p>
      {API_SCOPES.map((scope) => (
        <details key={scope} className="service-card">
          <summary>
            {scopes[scope].name}: {scopes[scope].description}
          </summary>
          {calls
            .filter((call) => call.scope === scope)
            .map((call) => {
              const key = `${call.method} ${call.path}`
              return (
                <div key={key} className="service-card">
                  <h3>
                    <code>{key}</code>
                  </h3>
                  {call.summary && <p>{call.summary}</p>}
                  <pre className="service-code">{call.example}</pre>
                  <div className="service-actions">
                    <button type="button" className="button" onClick={() => void copy(key, call.example)}>
                      {t`Copy example for ${key}`}
                    </button>
                    <span role="status">{copied === key ? t`Copied.` : ''}</span>
                  </div>
                </div>
              )
            })}
        </details>
      ))}
    </section>
  )
}
