import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../../shared/contracts/integration-constants'
import type { CreatedIntegrationKey } from '../../../shared/contracts/integration-keys'
import { useCreateIntegrationKey } from '../api/integration-keys'
import { AdminFormActions } from './admin-form-actions'
import { useIntegrationScopeLabels } from './integration-scope-labels'

/** A new key: a name that says which system uses it, and what it may change. */
export function NewIntegrationKeyForm({ onCreated }: { onCreated: (created: CreatedIntegrationKey) => void }) {
  const { t } = useLingui()
  const id = useId()
  const labels = useIntegrationScopeLabels()
  const create = useCreateIntegrationKey()
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<IntegrationScope[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const toggle = (scope: IntegrationScope) =>
    setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setProblem(t`Name the key after the system that uses it, e.g. ERP.`)
    if (scopes.length === 0) return setProblem(t`Choose at least one thing the key may change.`)
    setProblem(null)
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (created) => {
          setName('')
          setScopes([])
          onCreated(created)
        },
      },
    )
  }

  return (
    <form className="admin__form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>
        <Trans>New integration key</Trans>
      </h3>
      <div className="admin__fields">
        <label htmlFor={`${id}-name`}>
          <Trans>Name</Trans>
        </label>
        <input id={`${id}-name`} maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <fieldset className="admin__checks">
        <legend>
          <Trans>May change</Trans>
        </legend>
        {INTEGRATION_SCOPES.map((scope) => (
          <label key={scope}>
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {labels[scope]}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="admin__notice admin__notice--error" role="alert">
          {problem}
        </p>
      )}
      <AdminFormActions mutation={create} submitLabel={<Trans>Create key</Trans>} savedMessage={<Trans>Key created.</Trans>} />
    </form>
  )
}
