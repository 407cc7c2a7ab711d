import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { usePageTitle } from '../../../shared/lib/page-title'
import { pricesVisible, sessionStore } from '../../../shared/session/session-store'
import './account.css'

/**
 * The information-centre home: who is logged in, from the session. The route composes the rest
 * below it (`children`: the summaries and area tiles of the information centre).
 */
export function InfocenterHome({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const session = useSnapshot(sessionStore)
  usePageTitle(t`Information centre`)

  return (
    <section className="infocenter-home">
      <h1>
        <Trans>Information centre</Trans>
      </h1>
      <p className="infocenter-home__greeting">
        <Trans>
          Hello {session.userFirstName} {session.userLastName}
        </Trans>
      </p>
      <dl className="infocenter-home__facts">
        <dt>
          <Trans>Customer number</Trans>
        </dt>
        <dd>{session.customerId}</dd>
        <dt>
          <Trans>Billing country</Trans>
        </dt>
        <dd>{session.userBillingAddressCountry}</dd>
        <dt>
          <Trans>Prices</Trans>
        </dt>
        <dd>
          {!session.showPrice ? (
            <Trans>Not shown for this account</Trans>
          ) : pricesVisible(session) ? (
            <Trans>Shown</Trans>
          ) : (
            <Trans>Hidden by you</Trans>
          )}
        </dd>
      </dl>
      {children}
    </section>
  )
}
