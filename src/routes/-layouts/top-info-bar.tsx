import { Trans } from '@lingui/react/macro'

export function TopInfoBar() {
  return (
    <aside className="top-info-bar" aria-label="Info">
      <p>
        <Trans>For business customers only</Trans>
      </p>
      <p>
        <Trans>Orders placed by 4 pm ship the same day</Trans>
      </p>
    </aside>
  )
}
