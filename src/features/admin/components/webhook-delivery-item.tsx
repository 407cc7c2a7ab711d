import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { WebhookDelivery } from '../../../shared/contracts/webhooks'
import { useLanguage } from '../../../shared/lib/language'
import { useResendWebhookDelivery } from '../api/webhook-deliveries'
import { AdminError } from './admin-states'
import { formatTime } from './format-time'
import { WebhookAttemptsTable } from './webhook-attempts-table'
import { useWebhookEventLabels, useWebhookStateLabels } from './webhook-labels'

/** One delivery as a card: its facts, its attempts behind a disclosure button, and "Send again". */
export function WebhookDeliveryItem({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const { t } = useLingui()
  const id = useId()
  const lang = useLanguage()
  const events = useWebhookEventLabels()
  const states = useWebhookStateLabels()
  const resend = useResendWebhookDelivery(endpointId)
  const [open, setOpen] = useState(false)
  const last = resend.data?.attempts.at(-1)
  const count = delivery.attempts.length

  return (
    <li className="webhooks__card">
      <dl className="admin__facts webhooks__facts">
        <dt>
          <Trans>Event</Trans>
        </dt>
        <dd>
          {events[delivery.type]} <code>{delivery.type}</code>
        </dd>
        <dt>webhook-id</dt>
        <dd>
          <code className="admin__message">{delivery.eventId}</code>
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <span className={`webhooks__badge webhooks__badge--${delivery.state}`}>{states[delivery.state]}</span>
        </dd>
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>{formatTime(delivery.createdAt, lang)}</dd>
        <dt>
          <Trans>Next attempt</Trans>
        </dt>
        <dd>{delivery.nextAttemptAt ? formatTime(delivery.nextAttemptAt, lang) : '–'}</dd>
      </dl>
      <div className="admin__row-actions">
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={`${id}-attempts`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <Trans>Hide attempts ({count})</Trans> : <Trans>Show attempts ({count})</Trans>}
        </button>
        <button
          type="button"
          className="button"
          disabled={resend.isPending}
          aria-label={t`Send again: ${delivery.eventId}`}
          onClick={() => resend.mutate(delivery.id)}
        >
          <Trans>Send again</Trans>
        </button>
        <span role="status" className={last?.statusCode && last.statusCode < 300 ? 'admin__saved' : undefined}>
          {resend.isPending
            ? t`Sending…`
            : last
              ? last.statusCode === null
                ? t`Sent again: the receiver did not answer.`
                : t`Sent again: the receiver answered HTTP ${last.statusCode}.`
              : ''}
        </span>
      </div>
      {resend.isError && <AdminError error={resend.error} />}
      <div id={`${id}-attempts`} hidden={!open}>
        {open && <WebhookAttemptsTable attempts={delivery.attempts} caption={t`Attempts of ${delivery.eventId}`} />}
      </div>
    </li>
  )
}
