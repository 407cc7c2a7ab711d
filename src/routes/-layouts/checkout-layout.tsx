import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SiteLogo } from './site-logo'

/** Checkout keeps the buyer on task: logo and the steps, no shop navigation to wander off into. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header site-header--checkout">
        <SiteLogo />
      </header>
      <main id="main" className="page page--narrow" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
