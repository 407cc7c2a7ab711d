import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/contracts/auth-constants'
import { useLangParam } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useSetNewPassword } from '../api/password-reset'
import { accountErrorMessage } from '../lib/error-message'
import './account.css'

type Props = {
  token: string
  /** Why the link cannot be used (checked when the page loaded), or null when it can. */
  linkProblem: unknown
  onPasswordSet: () => void
}

/** The page a reset mail links to: a new password, twice. */
export function NewPasswordPage({ token, linkProblem, onPasswordSet }: Props) {
  const { t } = useLingui()
  const id = useId()
  const params = useLangParam()
  const mutation = useSetNewPassword()
  const [mismatch, setMismatch] = useState(false)
  usePageTitle(t`Set a new password`)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const password = String(data.get('password') ?? '')
    const same = password === String(data.get('confirm') ?? '')
    setMismatch(!same)
    if (same) mutation.mutate({ token, password }, { onSuccess: onPasswordSet })
  }

  const problem = linkProblem ?? (mutation.isError ? mutation.error : null)
  return (
    <section className="account-page">
      <h1>
        <Trans>Set a new password</Trans>
      </h1>
      {linkProblem ? (
        <p className="account-form__error" role="alert">
          {accountErrorMessage(linkProblem)}
        </p>
      ) : (
        <form className="account-form" onSubmit={submit}>
          <p id={`${id}-rules`}>
            <Trans>At least {PASSWORD_MIN_LENGTH} characters.</Trans>
          </p>
          <label htmlFor={`${id}-password`}>
            <Trans>New password</Trans>
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-describedby={`${id}-rules`}
          />
          <label htmlFor={`${id}-confirm`}>
            <Trans>Repeat the new password</Trans>
          </label>
          <input
            id={`${id}-confirm`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
          />
          {mismatch && (
            <p className="account-form__error" role="alert">
              <Trans>The two passwords are not the same.</Trans>
            </p>
          )}
          {problem && !mismatch && (
            <p className="account-form__error" role="alert">
              {accountErrorMessage(problem)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            <Trans>Save password</Trans>
          </button>
        </form>
      )}
      <p>
        <Link to="/{-$lang}/password-reset" params={params}>
          <Trans>Request a new link</Trans>
        </Link>
      </p>
    </section>
  )
}
