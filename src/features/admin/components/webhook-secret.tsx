import { Trans, useLingui } from '@lingui/react/macro'
import { SecretShownOnce } from './secret-shown-once'

export type ShownWebhookSecret = { url: string; secret: string }

/**
 * An endpoint's signing secret, this once (after creating or rotating): the receiver needs it to
 * check the webhook-signature, and the shop never lists it again.
 */
export function WebhookSecret({ shown, onDone }: { shown: ShownWebhookSecret; onDone: () => void }) {
  const { t } = useLingui()
  return (
    <SecretShownOnce
      secret={shown.secret}
      message={
        <Trans>Copy the signing secret for {shown.url} now and store it at the receiver: it is shown only this once.</Trans>
      }
      label={<Trans>Signing secret</Trans>}
      copyLabel={t`Copy secret`}
      doneLabel={t`I have stored the secret`}
      onDone={onDone}
    />
  )
}
