import { useLingui } from '@lingui/react/macro'
import type { WebhookEndpoint } from '../../../shared/contracts/webhooks'
import { useWebhookStateLabels } from './webhook-labels'

/** Deliveries per state as badges; failed ones need a person, so their badge stands out when there are any. */
export function WebhookDeliveryCounts({ counts }: { counts: WebhookEndpoint['counts'] }) {
  const { t } = useLingui()
  const labels = useWebhookStateLabels()
  const states = ['pending', 'delivered', 'failed'] as const
  return (
    <ul className="webhooks__counts" aria-label={t`Deliveries`}>
      {states.map((state) => (
        <li
          key={state}
          className={state === 'failed' && counts.failed > 0 ? 'webhooks__badge webhooks__badge--failed' : 'webhooks__badge'}
        >
          {labels[state]}: <strong>{counts[state]}</strong>
        </li>
      ))}
    </ul>
  )
}
