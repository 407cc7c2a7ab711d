import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useSnapshot } from 'valtio'
import { reserveBottomSpace } from '../../../shared/lib/bottom-overlay'
import { type ConsentChoice, consentStore } from '../../../shared/lib/tracking/consent'
import './consent-bar.css'

/**
 * The consent choice (issue 15): nothing reaches the data layer before it. A fixed bar at the bottom,
 * loaded and rendered only after the page's first paint (`ConsentGate`), so it never shifts the layout
 * (CLS) and is not what the first paint waits for (LCP). Not modal: the shop stays usable while the
 * visitor decides, and the bar stays until they do. The choice is kept on the device.
 */
export function ConsentBar() {
  const { choice } = useSnapshot(consentStore)
  const titleId = useId()
  if (choice) return null
  const choose = (next: ConsentChoice) => {
    consentStore.choice = next
  }
  return (
    <section className="consent-bar" aria-labelledby={titleId} data-testid="consent-bar" ref={reserveBottomSpace}>
      <h2 id={titleId} className="consent-bar__title">
        <Trans>Usage statistics</Trans>
      </h2>
      <p className="consent-bar__text">
        <Trans>May we count how the shop is used, to improve it? Nothing is recorded unless you allow it.</Trans>
      </p>
      <div className="consent-bar__actions">
        <button type="button" className="button button--primary" onClick={() => choose('granted')}>
          <Trans>Allow</Trans>
        </button>
        <button type="button" className="button" onClick={() => choose('denied')}>
          <Trans>Decline</Trans>
        </button>
      </div>
    </section>
  )
}
