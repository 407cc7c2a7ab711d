import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { FormField } from '../../../shared/ui/form-field'
import { useRequestPasswordReset } from '../api/password-reset'
import { accountErrorMessage } from '../lib/error-message'
import './account.css'

/** Asks for a reset mail. The answer is the same whether or not the address has an account. */
export function PasswordResetRequestPage() {
  const { t } = useLingui()
  const language = useLanguage()
  const params = useLangParam()
  const mutation = useRequestPasswordReset()
  usePageTitle(t`Reset password`)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    mutation.mutate({ email: String(new FormData(event.currentTarget).get('email') ?? ''), language })
  }

  return (
    <section className="account-page">
      <h1>
        <Trans>Reset password</Trans>
      </h1>
      {mutation.isSuccess ? (
        <p role="status">
          <Trans>
            If an account exists for this address, we have sent it a link to set a new password. The link works once, for one
            hour.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Enter the email address you log in with. We will send you a link to set a new password.</Trans>
          </p>
          <form className="account-form" onSubmit={submit}>
            <FormField
              label={<Trans>Email address</Trans>}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
            {mutation.isError && (
              <p className="account-form__error" role="alert">
                {accountErrorMessage(mutation.error)}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={mutation.isPending}>
              <Trans>Send link</Trans>
            </button>
          </form>
        </>
      )}
      <p>
        <Link to="/{-$lang}/login" params={params}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </section>
  )
}
