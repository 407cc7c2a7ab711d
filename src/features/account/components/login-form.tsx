import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId } from 'react'
import { FormField } from '../../../shared/ui/form-field'
import { useLogin } from '../api/login'
import { accountErrorMessage } from '../lib/error-message'

/** Email and password; on success the caller decides where the user goes. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const mutation = useLogin()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    mutation.mutate(
      { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') },
      { onSuccess: onLoggedIn },
    )
  }

  return (
    <form className="account-form" onSubmit={submit} aria-describedby={mutation.isError ? `${id}-error` : undefined}>
      <FormField
        label={<Trans>Email address</Trans>}
        name="username"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
      />
      <FormField
        label={<Trans>Password</Trans>}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
      />
      {mutation.isError && (
        <p id={`${id}-error`} className="account-form__error" role="alert">
          {accountErrorMessage(mutation.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t`Logging in…` : t`Log in`}
      </button>
    </form>
  )
}
