import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { useLangParam } from '../../shared/lib/language'
import { usePageTitle } from '../../shared/lib/page-title'
import { ErrorPage } from './error-page'

/** /kihadmin for a logged-in customer: 403, said plainly, and nothing of the admin area is loaded. */
export function AdminRefusedPage(props: ErrorComponentProps) {
  const { t } = useLingui()
  const params = useLangParam()
  const status = (props.error as { status?: unknown }).status
  usePageTitle(status === 403 ? t`Access denied` : '')
  if (status !== 403) return <ErrorPage {...props} />
  return (
    <section className="error-page" aria-labelledby="admin-refused-title">
      <p className="error-page__code">403</p>
      <h1 id="admin-refused-title">
        <Trans>Access denied</Trans>
      </h1>
      <p>
        <Trans>The admin area is only for the shop's administrators. Log in with an administrator account to open it.</Trans>
      </p>
      <Link to="/{-$lang}" params={params} className="button button--primary">
        <Trans>Back to the start page</Trans>
      </Link>
    </section>
  )
}
