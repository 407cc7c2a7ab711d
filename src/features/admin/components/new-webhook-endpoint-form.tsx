import { Trans } from '@lingui/react/macro'
import { useCreateWebhookEndpoint } from '../api/webhooks'
import { WebhookEndpointForm } from './webhook-endpoint-form'
import type { ShownWebhookSecret } from './webhook-secret'

/** A new receiver: the shop makes its signing secret and answers it this once. */
export function NewWebhookEndpointForm({ onCreated }: { onCreated: (shown: ShownWebhookSecret) => void }) {
  const create = useCreateWebhookEndpoint()
  return (
    <WebhookEndpointForm
      title={<Trans>New webhook endpoint</Trans>}
      mutation={create}
      submitLabel={<Trans>Add endpoint</Trans>}
      savedMessage={<Trans>Endpoint added.</Trans>}
      onSubmit={(body, reset) =>
        create.mutate(body, {
          onSuccess: (created) => {
            reset()
            onCreated({ url: created.endpoint.url, secret: created.secret })
          },
        })
      }
    />
  )
}
