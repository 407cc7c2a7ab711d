import { useState } from 'react'
import { apiErrorMessage } from './api-error-message'

/**
 * The reason the last change failed, kept for the control `at` which it was made (a line, a
 * button), so a ControlError below that control alone shows it. `fallback` is said when the error
 * has no sentence of its own. A new change clears it.
 */
export function useFailedChange<At>(fallback: string) {
  const [failure, setFailure] = useState<{ at: At; message: string } | null>(null)
  return {
    clear: () => setFailure(null),
    fail: (at: At, error: unknown) => setFailure({ at, message: apiErrorMessage(error, fallback) }),
    errorAt: (at: At) => (failure?.at === at ? failure.message : null),
  }
}
