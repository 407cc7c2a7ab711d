import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetRequestPage } from '../../../features/account/components/password-reset-request-page'

export const Route = createFileRoute('/{-$lang}/password-reset/')({
  component: PasswordResetRequestPage,
})
