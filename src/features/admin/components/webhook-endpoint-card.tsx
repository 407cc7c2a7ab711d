import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
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
  const { id, url, description, events, enabled } = endpoint
  const busy = update.isPending || remove.isPending || rotate.isPending
  const failed = [update, remove, rotate].find((mutation) => mutation.isError)

  const startEditing = () => {
    update.reset()
    setEditing(true)
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
      <li className="webhooks__card">
        <WebhookEndpointForm
          title={<Trans>Change endpoint</Trans>}
          initial={{ url, description, events, enabled }}
          mutation={update}
          submitLabel={<Trans>Save</Trans>}
          savedMessage={<Trans>Saved.</Trans>}
          onSubmit={(body) => update.mutate({ id, body }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    )
  return (
    <li className="webhooks__card">
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
        <button type="button" className="button" disabled={busy} onClick={startEditing} aria-label={t`Change ${url}`}>
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
