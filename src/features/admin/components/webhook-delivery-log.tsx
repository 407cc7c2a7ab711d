import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import type { WebhookEndpoint } from '../../../shared/contracts/webhooks'
import { Pagination } from '../../../shared/ui/pagination'
import { useWebhookDeliveries, type WebhookDeliveryFilter, type WebhookDeliveryState } from '../api/webhook-deliveries'
import { AdminEmpty, AdminError } from './admin-states'
import { WebhookDeliveryCounts } from './webhook-delivery-counts'
import { WebhookDeliveryItem } from './webhook-delivery-item'
import { useWebhookStateLabels } from './webhook-labels'

type Props = {
  endpoint: WebhookEndpoint
  filter: WebhookDeliveryFilter
  onFilter: (next: WebhookDeliveryFilter) => void
  onBack: () => void
}

/** One endpoint's deliveries, newest first, 25 a page: what was sent, each attempt's answer, and a resend. */
export function WebhookDeliveryLog({ endpoint, filter, onFilter, onBack }: Props) {
  const { t } = useLingui()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const labels = useWebhookStateLabels()
  const query = useWebhookDeliveries(endpoint.id, filter)
  const deliveries = query.data?.deliveries
  // The view replaced the list: tell screen readers and keyboards where they are now.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="admin__stack" aria-labelledby={`${id}-title`}>
      <div className="admin__actions">
        <button type="button" className="button" onClick={onBack}>
          <Trans>All webhook endpoints</Trans>
        </button>
      </div>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="webhooks__url">
        <Trans>Delivery log of {endpoint.url}</Trans>
      </h2>
      <WebhookDeliveryCounts counts={endpoint.counts} />
      <div className="admin__fields">
        <label htmlFor={`${id}-state`}>
          <Trans>Status</Trans>
        </label>
        <select
          id={`${id}-state`}
          value={filter.state ?? ''}
          onChange={(event) =>
            onFilter({ state: (event.target.value || undefined) as WebhookDeliveryState | undefined, page: 1 })
          }
        >
          <option value="">{t`All`}</option>
          {(Object.keys(labels) as WebhookDeliveryState[]).map((state) => (
            <option key={state} value={state}>
              {labels[state]}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <p className="data-table__status" role="status">
          <span className="spinner" aria-hidden="true" /> {t`Loading deliveries…`}
        </p>
      ) : query.isError ? (
        <AdminError error={query.error} onRetry={() => void query.refetch()} />
      ) : deliveries?.length === 0 ? (
        <AdminEmpty>{t`No deliveries with this status.`}</AdminEmpty>
      ) : (
        <ul className="webhooks__list" aria-label={t`Deliveries`} aria-busy={query.isPlaceholderData}>
          {deliveries?.map((delivery) => (
            <WebhookDeliveryItem key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
          ))}
        </ul>
      )}
      {/* The server counts pages, not rows: one "row" a page. */}
      <Pagination
        page={filter.page}
        pageSize={1}
        total={query.data?.pageCount ?? 0}
        onPage={(page) => onFilter({ ...filter, page })}
      />
    </section>
  )
}
