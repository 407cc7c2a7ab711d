import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLandingPainted } from '../../shared/lib/landing-render'
import { OfflineIndicator } from '../../shared/ui/offline-indicator'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { TopInfoBar } from './top-info-bar'

export function DefaultLayout({ children }: { children: ReactNode }) {
  // Below every first screen: it joins after the landing page has painted (landing-render.ts).
  const footer = useLandingPainted()
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <OfflineIndicator />
      <TopInfoBar />
      <SiteHeader />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      {footer && <SiteFooter />}
    </>
  )
}
