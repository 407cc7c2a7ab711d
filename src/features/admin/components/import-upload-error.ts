import { useLingui } from '@lingui/react/macro'
import { IMPORT_ERROR_CODES } from '../../../shared/contracts/admin-import-constants'
import { ApiError } from '../../../shared/lib/api-client'

/** Why the server did not take the upload, in words next to the file control. */
export function useUploadError(): (error: unknown) => string {
  const { t } = useLingui()
  return (error) => {
    const code = error instanceof ApiError ? error.code : ''
    switch (code) {
      case IMPORT_ERROR_CODES.running:
        return t`Another catalogue import is running. Start this one when it has finished.`
      case IMPORT_ERROR_CODES.tooLarge:
        return t`The file is larger than 2 GB. Import it on the server with npm run import.`
      case IMPORT_ERROR_CODES.unsupportedFile:
        return t`Only BMEcat (.xml), CSV (.csv) and Excel (.xlsx) files can be imported.`
      case IMPORT_ERROR_CODES.modeRequired:
        return t`Choose whether the file is a full catalogue or changes only.`
      case IMPORT_ERROR_CODES.emptyFile:
        return t`The file is empty.`
      case 'NETWORK_ERROR':
        return t`The upload was cut off. Check the connection and try again.`
      default:
        return t`The shop could not take the file just now. Please try again.`
    }
  }
}
