import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { LoginForm } from './login-form'
import './account.css'

export function LoginPage({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useLingui()
  const params = useLangParam()
  usePageTitle(t`Log in`)
  return (
    <section className="account-page">
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <p>
        <Trans>Log in with your customer account to order, see your prices and open the information centre.</Trans>
      </p>
      <LoginForm onLoggedIn={onLoggedIn} />
      <p>
        <Link to="/{-$lang}/password-reset" params={params}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
    </section>
  )
}
