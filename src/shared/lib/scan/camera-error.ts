/** Why the camera cannot be used, in the terms the user can act on. */
export type CameraErrorKind = 'denied' | 'missing' | 'busy' | 'insecure' | 'failed'

/** Before asking: a page over plain http (a LAN shop) or a browser without getUserMedia has no camera API. */
export function cameraUnavailableReason(): CameraErrorKind | null {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure'
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'missing'
  return null
}

/** getUserMedia's DOMException names (Media Capture and Streams §10), older Chrome names included. */
export function cameraErrorKind(error: unknown): CameraErrorKind {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing'
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy'
    default:
      return 'failed'
  }
}
