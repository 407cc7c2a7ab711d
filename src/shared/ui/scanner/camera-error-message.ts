import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CameraErrorKind } from '../../lib/scan/camera-error'

/** Why the scanner cannot read: a camera problem, or a decoder that did not load. */
export type ScannerProblem = CameraErrorKind | 'decoder'

/** Each says what happened, what the user can do about it, and that typing still works. */
const MESSAGES: Record<ScannerProblem, MessageDescriptor> = {
  denied: msg`The camera is blocked for this shop. To allow it, open the browser's site settings (the icon beside the address), set Camera to Allow, then open the scanner again. You can still type the number.`,
  missing: msg`No camera was found on this device. You can still type the number.`,
  busy: msg`The camera is in use by another app. Close that app, then open the scanner again. You can still type the number.`,
  insecure: msg`The camera works only when the shop is opened over a secure connection (https). You can still type the number.`,
  failed: msg`The camera could not be started. Open the scanner again, or type the number.`,
  decoder: msg`The barcode reader could not be loaded. Check the connection and open the scanner again, or type the number.`,
}

export function scannerProblemMessage(problem: ScannerProblem): MessageDescriptor {
  return MESSAGES[problem]
}
