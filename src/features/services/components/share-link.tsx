import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

type Props = {
  url: string | null
  busy: boolean
  onShare: () => void
  onWithdraw: () => void
}

/** The list's link: publish, copy, replace (the old link stops working) or withdraw. */
export function ShareLink({ url, busy, onShare, onWithdraw }: Props) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!url) return
    await navigator.clipboard?.writeText(url).catch(() => {})
    setCopied(true)
  }
  return (
    <section aria-labelledby="share-heading" className="service-card">
      <h2 id="share-heading">
        <Trans>Share the list</Trans>
      </h2>
      {url ? (
        <>
          <p>
            <Trans>
              Anyone with this link sees the parts and quantities, without your prices. Logged-in customers can put them in their
              cart.
            </Trans>
          </p>
          <label htmlFor="share-url">
            <Trans>Link to the list</Trans>
          </label>
          <input
            id="share-url"
            className="service-secret"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="service-actions">
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {t`Copy link`}
            </button>
            <button type="button" className="button" disabled={busy} onClick={onShare}>
              {t`Make a new link`}
            </button>
            <button type="button" className="button" disabled={busy} onClick={onWithdraw}>
              {t`Withdraw link`}
            </button>
            <span role="status">{copied ? t`Link copied.` : ''}</span>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>The list is private. Publish it to send the parts to a colleague or a fleet customer.</Trans>
          </p>
          <div className="service-actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={onShare}>
              {t`Publish the list`}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
