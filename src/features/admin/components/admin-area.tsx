import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLangParam } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import './admin.css'

type Props = { children: ReactNode; onLeave: () => Promise<void> }

/**
 * The admin area's frame: its own navigation and the way out. The pages below it are the area's
 * views (customers, banner messages, settings, wording, error log, jobs, integration keys, webhooks, returns and cores, audit log,
 * catalogue import).
 */
export function AdminArea({ children, onLeave }: Props) {
  const { t } = useLingui()
  const params = useLangParam()
  const navigate = useNavigate()
  usePageTitle(t`Admin area`)
  const links = [
    { to: '/{-$lang}/kihadmin', label: t`Customers`, exact: false },
    { to: '/{-$lang}/kihadmin/alerts', label: t`Banner messages` },
    { to: '/{-$lang}/kihadmin/settings', label: t`Countries and defaults` },
    { to: '/{-$lang}/kihadmin/wording', label: t`Wording` },
    { to: '/{-$lang}/kihadmin/errors', label: t`Error log` },
    { to: '/{-$lang}/kihadmin/jobs', label: t`Jobs and ERP outbox` },
    { to: '/{-$lang}/kihadmin/integration-keys', label: t`Integration keys` },
    { to: '/{-$lang}/kihadmin/webhooks', label: t`Webhooks` },
    { to: '/{-$lang}/kihadmin/service-cases', label: t`Returns and cores` },
    { to: '/{-$lang}/kihadmin/audit', label: t`Audit log` },
    { to: '/{-$lang}/kihadmin/imports', label: t`Import` },
  ] as const
  const leave = async () => {
    await onLeave()
    await navigate({ to: '/{-$lang}', params })
  }
  return (
    <div className="admin">
      <div className="admin__head">
        <h1>
          <Trans>Admin area</Trans>
        </h1>
        <button type="button" className="button" onClick={() => void leave()}>
          <Trans>Leave the admin area</Trans>
        </button>
      </div>
      <nav className="admin__nav" aria-label={t`Admin area`}>
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            params={params}
            className="admin__tab"
            activeOptions={{ exact: link.to === '/{-$lang}/kihadmin' ? false : undefined, includeSearch: false }}
            activeProps={{ 'aria-current': 'page', className: 'admin__tab admin__tab--active' }}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="admin__view">{children}</div>
    </div>
  )
}
