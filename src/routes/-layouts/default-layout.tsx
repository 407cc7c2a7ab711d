import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { OfflineIndicator } from '../../shared/ui/offline-indicator'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { TopInfoBar } from './top-info-bar'

export function DefaultLayout({ children }: { children: ReactNode }) {
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
      <SiteFooter />
    </>
  )
}
