import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { WebhookEndpoint } from '../../../shared/contracts/webhooks'
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useUpdateWebhookEndpoint } from '../api/webhooks'
import { AdminError } from './admin-states'
import { WebhookDeliveryCounts } from './webhook-delivery-counts'
import { WebhookEndpointForm } from './webhook-endpoint-form'
import { useWebhookEventLabels } from './webhook-labels'
import type { ShownWebhookSecret } from './webhook-secret'

type Props = {
  endpoint: WebhookEndpoint
  onSecret: (shown: ShownWebhookSecret) => void
  onOpenLog: (endpointId: string) => void
}

/** One receiver as a card (at every width: its actions need the room a table row lacks on a phone). */
export function WebhookEndpointCard({ endpoint, onSecret, onOpenLog }: Props) {
  const { t } = useLingui()
  const labels = useWebhookEventLabels()
  const update = useUpdateWebhookEndpoint()
  const remove = useDeleteWebhookEndpoint()
  const rotate = useRotateWebhookSecret()
  const [editing, setEditing] = useState(false)
  const card = useRef<HTMLLIElement>(null)
  const changeButton = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)
  // The form takes the card's place and back: keep the keyboard where the admin was, not on the page's top.
  useEffect(() => {
    if (!toggled.current) return
    if (editing) card.current?.querySelector('input')?.focus()
    else changeButton.current?.focus()
  }, [editing])
  const { id, url, description, events, enabled } = endpoint
  const busy = update.isPending || remove.isPending || rotate.isPending
  const failed = [update, remove, rotate].find((mutation) => mutation.isError)

  const edit = (next: boolean) => {
    toggled.current = true
    if (next) update.reset()
    setEditing(next)
  }
  const setEnabled = () => update.mutate({ id, body: { url, description, events, enabled: !enabled } })
  const confirmRotate = () => {
    if (!window.confirm(t`Give ${url} a new signing secret? The receiver refuses the shop's webhooks until it has the new one.`))
      return
    rotate.mutate(id, { onSuccess: ({ secret }) => onSecret({ url, secret }) })
  }
  const confirmDelete = () => {
    if (!window.confirm(t`Delete the endpoint ${url}? Its delivery log is deleted with it.`)) return
    remove.mutate(id)
  }

  if (editing)
    return (
      <li className="webhooks__card" ref={card}>
        <WebhookEndpointForm
          title={<Trans>Change endpoint</Trans>}
          initial={{ url, description, events, enabled }}
          mutation={update}
          submitLabel={<Trans>Save</Trans>}
          savedMessage={<Trans>Saved.</Trans>}
          onSubmit={(body) => update.mutate({ id, body }, { onSuccess: () => edit(false) })}
          onCancel={() => edit(false)}
        />
      </li>
    )
  return (
    <li className="webhooks__card" ref={card}>
      <h3 className="webhooks__url">{url}</h3>
      {description && <p className="admin__message">{description}</p>}
      <p>
        {enabled ? (
          <strong className="webhooks__on">
            <Trans>Enabled</Trans>
          </strong>
        ) : (
          <strong className="webhooks__off">
            <Trans>Disabled: nothing is sent</Trans>
          </strong>
        )}
      </p>
      <ul className="webhooks__events-list" aria-label={t`Events`}>
        {events.map((type) => (
          <li key={type}>{labels[type]}</li>
        ))}
      </ul>
      <WebhookDeliveryCounts counts={endpoint.counts} />
      {failed && <AdminError error={failed.error} />}
      <div className="admin__row-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => onOpenLog(id)}
          aria-label={t`Delivery log of ${url}`}
        >
          <Trans>Delivery log</Trans>
        </button>
        <button
          ref={changeButton}
          type="button"
          className="button"
          disabled={busy}
          onClick={() => edit(true)}
          aria-label={t`Change ${url}`}
        >
          <Trans>Change</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={setEnabled}
          aria-label={enabled ? t`Disable ${url}` : t`Enable ${url}`}
        >
          {enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </button>
        <button type="button" className="button" disabled={busy} onClick={confirmRotate} aria-label={t`New secret for ${url}`}>
          <Trans>New secret</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={confirmDelete} aria-label={t`Delete ${url}`}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  )
}
