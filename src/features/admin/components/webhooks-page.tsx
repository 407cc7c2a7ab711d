import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../shared/lib/api-client'
import type { WebhookDeliveryFilter } from '../api/webhook-deliveries'
import { useWebhookEndpoints } from '../api/webhooks'
import { AdminEmpty, AdminError } from './admin-states'
import { NewWebhookEndpointForm } from './new-webhook-endpoint-form'
import { WebhookDeliveryLog } from './webhook-delivery-log'
import { WebhookEndpointCard } from './webhook-endpoint-card'
import { type ShownWebhookSecret, WebhookSecret } from './webhook-secret'
import './webhooks.css'

/** The page's view, kept in the URL by the route: the list, or one endpoint's delivery log with its filter. */
export type WebhooksView = WebhookDeliveryFilter & { endpoint?: string | undefined }

/** Receivers of the shop's signed webhooks (Standard Webhooks), their events, secrets and delivery logs. */
export function WebhooksPage({ view, onView }: { view: WebhooksView; onView: (next: WebhooksView) => void }) {
  const { t } = useLingui()
  const query = useWebhookEndpoints()
  const [shown, setShown] = useState<ShownWebhookSecret | null>(null)
  const endpoints = query.data?.endpoints
  const open = view.endpoint ? endpoints?.find((endpoint) => endpoint.id === view.endpoint) : undefined
  const heading = useRef<HTMLHeadingElement>(null)
  const wasInLog = useRef(false)
  // Back from a delivery log, the list is a new view: start the keyboard at its heading.
  useEffect(() => {
    if (wasInLog.current && !open) heading.current?.focus()
    wasInLog.current = Boolean(open)
  }, [open])

  if (view.endpoint && open)
    return (
      <WebhookDeliveryLog
        endpoint={open}
        filter={view}
        onFilter={(filter) => onView({ ...filter, endpoint: open.id })}
        onBack={() => onView({ page: 1 })}
      />
    )
  return (
    <section className="admin__stack">
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Webhooks</Trans>
      </h2>
      <p>
        <Trans>
          The shop tells other systems, such as your ERP, what happened: it sends each chosen event to the endpoint's address,
          signed with the endpoint's secret, and tries again with growing pauses for about a day before it gives up.
        </Trans>
      </p>
      <NewWebhookEndpointForm onCreated={setShown} />
      {shown && <WebhookSecret shown={shown} onDone={() => setShown(null)} />}
      {/* A log link to an endpoint deleted since (a colleague's link, back button): say so above the list. */}
      {view.endpoint && endpoints && <AdminError error={new ApiError(404, 'NOT_FOUND', view.endpoint)} />}
      {query.isPending ? (
        <p className="data-table__status" role="status">
          <span className="spinner" aria-hidden="true" /> {t`Loading webhook endpoints…`}
        </p>
      ) : query.isError ? (
        <AdminError error={query.error} onRetry={() => void query.refetch()} />
      ) : endpoints?.length === 0 ? (
        <AdminEmpty>{t`No webhook endpoints yet.`}</AdminEmpty>
      ) : (
        <ul className="webhooks__list" aria-label={t`Webhook endpoints`}>
          {endpoints?.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onSecret={setShown}
              onOpenLog={(id) => onView({ endpoint: id, page: 1 })}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
