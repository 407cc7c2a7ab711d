import { t } from '@lingui/core/macro'
import { AUTH_ERROR_CODES } from '../../../shared/contracts/auth-constants'
import { ApiError } from '../../../shared/lib/api-client'

/** What the login and reset forms say about a failed call; texts are read at render time, in the page's language. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case AUTH_ERROR_CODES.invalidCredentials:
        return t`The email address or the password is not correct.`
      case AUTH_ERROR_CODES.customerBlocked:
        return t`Your company's account is blocked. Please contact your sales office.`
      case AUTH_ERROR_CODES.tooManyAttempts:
        return t`Too many attempts. Please wait a while, or reset your password.`
      case AUTH_ERROR_CODES.resetTokenExpired:
        return t`This link has expired. Please request a new one.`
      case AUTH_ERROR_CODES.resetTokenUsed:
        return t`This link has already been used. Please request a new one.`
      case AUTH_ERROR_CODES.resetTokenNotFound:
        return t`This link is not valid. Please request a new one.`
      case 'VALIDATION_FAILED':
        return t`Please check your entries.`
    }
    if (error.status === 0) return t`Please wait until the logout has finished.`
  }
  return t`The shop cannot be reached right now. Please check your connection and try again.`
}
