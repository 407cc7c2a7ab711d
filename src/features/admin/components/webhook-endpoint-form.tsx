import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/contracts/webhook-constants'
import type { WebhookEndpointBody } from '../../../shared/contracts/webhooks'
import { FormField } from '../../../shared/ui/form-field'
import { AdminFormActions } from './admin-form-actions'
import { useWebhookEventLabels } from './webhook-labels'
import { webhookUrlProblem } from './webhook-url-problem'

type Mutation = { isError: boolean; error: unknown; isPending: boolean; isSuccess: boolean }

type Props = {
  title: ReactNode
  /** The endpoint being changed; a new one starts empty, enabled. */
  initial?: WebhookEndpointBody
  mutation: Mutation
  submitLabel: ReactNode
  savedMessage: ReactNode
  /** `reset` empties the form once the shop took it (a new endpoint; an edit closes instead). */
  onSubmit: (body: WebhookEndpointBody, reset: () => void) => void
  onCancel?: () => void
}

const EMPTY: WebhookEndpointBody = { url: '', description: '', events: [], enabled: true }

/** Where the shop sends which events: a receiver URL, a note for colleagues, the events, on or off. */
export function WebhookEndpointForm({ title, initial = EMPTY, mutation, submitLabel, savedMessage, onSubmit, onCancel }: Props) {
  const { t } = useLingui()
  const id = useId()
  const labels = useWebhookEventLabels()
  const [body, setBody] = useState(initial)
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({})
  const urlMessages = {
    empty: t`Enter the address of the receiver, e.g. https://erp.example.com/webhooks.`,
    'not-http': t`The address must start with http:// or https:// and be a complete web address.`,
    'too-long': t`The address may have at most 2000 characters.`,
  }
  const toggle = (type: WebhookEventType) =>
    setBody((b) => ({ ...b, events: b.events.includes(type) ? b.events.filter((e) => e !== type) : [...b.events, type] }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const urlProblem = webhookUrlProblem(body.url)
    const next = {
      ...(urlProblem && { url: urlMessages[urlProblem] }),
      ...(body.events.length === 0 && { events: t`Choose at least one event to send.` }),
    }
    setErrors(next)
    if (next.url || next.events) return
    // The contract's order, whatever order the boxes were ticked in.
    const events = WEBHOOK_EVENT_TYPES.filter((type) => body.events.includes(type))
    onSubmit({ ...body, url: body.url.trim(), description: body.description.trim(), events }, () => setBody(EMPTY))
  }

  return (
    <form className="admin__form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{title}</h3>
      <FormField
        className="form-field webhooks__field"
        label={<Trans>Receiver URL</Trans>}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        value={body.url}
        onValueChange={(url) => setBody((b) => ({ ...b, url: url ?? '' }))}
        error={errors.url ?? null}
      />
      <FormField
        className="form-field webhooks__field"
        label={<Trans>Description</Trans>}
        hint={<Trans>For colleagues: which system receives this, who looks after it.</Trans>}
        maxLength={200}
        value={body.description}
        onValueChange={(description) => setBody((b) => ({ ...b, description: description ?? '' }))}
      />
      <fieldset className="admin__checks webhooks__events" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend>
          <Trans>Events to send</Trans>
        </legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="admin__check">
            <input type="checkbox" checked={body.events.includes(type)} onChange={() => toggle(type)} /> {labels[type]}
          </label>
        ))}
        {errors.events && (
          <p id={`${id}-events-error`} className="field-error" role="alert">
            {errors.events}
          </p>
        )}
      </fieldset>
      <label className="admin__check webhooks__enabled">
        <input
          type="checkbox"
          checked={body.enabled}
          onChange={(event) => setBody((b) => ({ ...b, enabled: event.target.checked }))}
        />{' '}
        <Trans>Enabled: send events to this address</Trans>
      </label>
      <AdminFormActions mutation={mutation} submitLabel={submitLabel} savedMessage={savedMessage} />
      {onCancel && (
        <div className="admin__actions">
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </form>
  )
}
