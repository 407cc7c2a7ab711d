import { Trans, useLingui } from '@lingui/react/macro'

export function TopInfoBar() {
  const { t } = useLingui()
  return (
    <aside className="top-info-bar" aria-label={t`Shop information`}>
      <p>
        <Trans>For business customers only</Trans>
      </p>
      <p>
        <Trans>Orders placed by 4 pm ship the same day</Trans>
      </p>
    </aside>
  )
}
