import { t } from '@lingui/core/macro'
import { ApiError } from '../../../shared/lib/api-client'

/** Why a download could not be asked for (or cancelled), in the page's language. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'TOO_MANY_DOCUMENTS':
        return t`At most 1,000 documents fit in one download. Please narrow the selection.`
      case 'TOO_MANY_DOWNLOADS':
        return t`Three downloads are already being prepared. Please wait until one of them is finished.`
      case 'DOWNLOAD_EXPIRED':
        return t`The file has expired (files are kept for 30 minutes). Please ask for it again.`
    }
    if (error.status === 0) return t`Please wait until the logout has finished.`
    return `${t`The download could not be started.`} ${error.message}`
  }
  return t`The download needs a connection to the shop. Please try again when you are online.`
}
