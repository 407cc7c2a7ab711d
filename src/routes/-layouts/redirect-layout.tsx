import type { ReactNode } from 'react'

/** For pages that only hand the user on (payment returns, external links): no chrome. */
export function RedirectLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page page--narrow page--centered">
      {children}
    </main>
  )
}
