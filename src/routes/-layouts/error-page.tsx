import { Trans, useLingui } from '@lingui/react/macro'
import { isCancelledError } from '@tanstack/react-query'
import { type ErrorComponentProps, Link, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toPublicPath } from '../../shared/contracts/routes'
import { isNetworkFailure } from '../../shared/lib/api-error-message'
import { useLangParam } from '../../shared/lib/language'
import { usePageTitle } from '../../shared/lib/page-title'
import { useOnline } from '../../shared/lib/use-online'
import { PageLoading } from '../../shared/ui/page-loading'

/** SPEC.md §2: status code, message, the 404 text and a way back to the start page. */
function ErrorView({ statusCode, title, message }: { statusCode: number; title: string; message: string }) {
  const { t } = useLingui()
  usePageTitle(title)
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{statusCode}</p>
      <h1 id="error-title">{title}</h1>
      {/* The technical message stays as SPEC.md §2 words it: support staff and logs search for it verbatim. */}
      <p className="error-page__message">
        <code>{message}</code>
      </p>
      <p>
        {t({
          id: 'errors.page404',
          message: 'Sorry, we could not find this page. It may have moved, or the address has a typo.',
        })}
      </p>
      <Link to="/{-$lang}" params={useLangParam()} className="button button--primary">
        <Trans>Back to the start page</Trans>
      </Link>
    </section>
  )
}

export function NotFoundPage() {
  const { t } = useLingui()
  // The router works on the German division path; the user asked for (and sees) the translated one.
  const pathname = toPublicPath(useLocation().pathname)
  return <ErrorView statusCode={404} title={t`Page not found`} message={`Page Not Found: ${pathname}`} />
}

/**
 * A page this device never opened, asked for without a connection: no status code and no "not
 * found" text (nothing is missing), and it opens by itself once the shop can be reached again.
 */
function NotAvailableOffline() {
  const { t } = useLingui()
  const router = useRouter()
  const online = useOnline()
  usePageTitle(t`Not available offline`)
  // Only on the way back online: invalidating while the shop is still unreachable would fail again at once.
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) void router.invalidate()
    wasOnline.current = online
  }, [online, router])
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t`Not available offline`}</h1>
      <p>
        <Trans>
          This page has not been opened on this device yet, so it needs a connection. Pages you have seen before still open.
        </Trans>
      </p>
      <p className="error-page__actions">
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          <Trans>Try again</Trans>
        </button>
        <Link to="/{-$lang}" params={useLangParam()} className="button button--primary">
          <Trans>Back to the start page</Trans>
        </Link>
      </p>
    </section>
  )
}

/**
 * A session that ended under a loader is no fault of the page, whichever came first: the loader's 401
 * (the app logs out on it, src/app/wire-session.ts) or the cancelled fetch (the logout forgets every
 * query, src/app/query-client.ts). The page loads again, now as whoever is left, unless the logout has
 * moved on already.
 */
function LoadAgain() {
  const router = useRouter()
  useEffect(() => {
    void router.invalidate()
  }, [router])
  return <PageLoading />
}

/** A page that cannot render. Rendered inside the layout (see the language route), so the header stays usable. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const status = (error as { status?: unknown }).status
  if (isCancelledError(error) || status === 401) return <LoadAgain />
  if (isNetworkFailure(error)) return <NotAvailableOffline />
  return (
    <ErrorView
      statusCode={typeof status === 'number' ? status : 500}
      title={t`Something went wrong`}
      message={error instanceof Error ? error.message : String(error)}
    />
  )
}
