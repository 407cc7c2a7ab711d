import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link, useLocation } from '@tanstack/react-router'
import { toPublicPath } from '../../shared/contracts/routes'
import { useLangParam } from '../../shared/lib/language'
import { usePageTitle } from '../../shared/lib/page-title'

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

export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const status = (error as { status?: unknown }).status
  return (
    <ErrorView
      statusCode={typeof status === 'number' ? status : 500}
      title={t`Something went wrong`}
      message={error instanceof Error ? error.message : String(error)}
    />
  )
}
