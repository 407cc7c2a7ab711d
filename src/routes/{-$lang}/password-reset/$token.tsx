import { t } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { checkResetToken } from '../../../features/account/api/password-reset'
import { NewPasswordPage } from '../../../features/account/components/new-password-page'
import { addAlert } from '../../../shared/alerts/alert-store'

export const Route = createFileRoute('/{-$lang}/password-reset/$token')({
  // Checked on arrival, so a spent or expired link says so before anyone types a password.
  loader: async ({ params }) => {
    try {
      await checkResetToken(params.token)
      return { linkProblem: null as unknown }
    } catch (error) {
      return { linkProblem: error }
    }
  },
  // Never reuse a check: the token is single-use.
  staleTime: 0,
  gcTime: 0,
  component: NewPassword,
})

function NewPassword() {
  const { token, lang } = Route.useParams()
  const { linkProblem } = Route.useLoaderData()
  const navigate = useNavigate()
  const onPasswordSet = () => {
    addAlert('success', t`Your new password is set. Please log in with it.`)
    void navigate({ to: '/{-$lang}/login', params: { lang } })
  }
  return <NewPasswordPage token={token} linkProblem={linkProblem} onPasswordSet={onPasswordSet} />
}
