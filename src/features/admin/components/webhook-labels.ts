import { useLingui } from '@lingui/react/macro'
import type { WebhookEventType } from '../../../shared/contracts/webhook-constants'
import type { WebhookDeliveryState } from '../api/webhook-deliveries'

/** What each event tells the receiver, in the admin's language (the type name stays visible beside it in the log). */
export function useWebhookEventLabels(): Record<WebhookEventType, string> {
  const { t } = useLingui()
  return {
    'order.placed': t`Order placed (both order numbers and every line)`,
    'service_case.submitted': t`Return or warranty case submitted`,
    'service_case.status_changed': t`Return, warranty or core case moved on`,
    'contact.delivery_addresses_changed': t`Contact changed their delivery addresses`,
    'appointment.requested': t`Customer asked for an appointment`,
  }
}

/**
 * The delivery states in the order the filter offers them. A Record, so a state added to the
 * contract is a type error here until it has a label (the contract's list itself carries zod).
 */
export function useWebhookStateLabels(): Record<WebhookDeliveryState, string> {
  const { t } = useLingui()
  // "Delivered" alone is the goods' state elsewhere in the shop; a webhook is delivered in another word (de "zugestellt").
  return { pending: t`Waiting`, delivered: t({ context: 'webhook', message: 'Delivered' }), failed: t`Failed` }
}
