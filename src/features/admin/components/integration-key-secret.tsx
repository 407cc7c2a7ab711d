import { Trans, useLingui } from '@lingui/react/macro'
import type { CreatedIntegrationKey } from '../../../shared/contracts/integration-keys'
import { SecretShownOnce } from './secret-shown-once'

/** The new key's secret, this once: the shop keeps only its fingerprint, so it cannot be shown again. */
export function IntegrationKeySecret({ created, onDone }: { created: CreatedIntegrationKey; onDone: () => void }) {
  const { t } = useLingui()
  return (
    <SecretShownOnce
      secret={created.secret}
      message={
        <Trans>Copy the key {created.key.name} now and store it in the system that uses it: it is shown only this once.</Trans>
      }
      label={<Trans>Integration key</Trans>}
      copyLabel={t`Copy key`}
      doneLabel={t`I have stored the key`}
      onDone={onDone}
    />
  )
}
