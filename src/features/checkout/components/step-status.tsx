import { Trans } from '@lingui/react/macro'

/** Loading or failed checkout options, said in words (inline: as the reason beside a disabled button). */
export function StepStatus({ loading, failed, inline = false }: { loading: boolean; failed: boolean; inline?: boolean }) {
  if (failed)
    return (
      <p role={inline ? undefined : 'alert'}>
        <Trans>The checkout options could not be loaded. Check the connection and reload the page.</Trans>
      </p>
    )
  if (loading)
    return (
      <p role={inline ? undefined : 'status'}>
        <Trans>Loading the checkout options…</Trans>
      </p>
    )
  return null
}
