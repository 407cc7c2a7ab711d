import { afterEach, describe, expect, it, vi } from 'vitest'
import { cameraErrorKind, cameraUnavailableReason } from './camera-error'

afterEach(() => vi.unstubAllGlobals())

describe('camera errors', () => {
  it('tells denied, missing and busy cameras apart by getUserMedia’s error names', () => {
    expect(cameraErrorKind(new DOMException('no', 'NotAllowedError'))).toBe('denied')
    expect(cameraErrorKind(new DOMException('no', 'NotFoundError'))).toBe('missing')
    expect(cameraErrorKind(new DOMException('no', 'OverconstrainedError'))).toBe('missing')
    expect(cameraErrorKind(new DOMException('no', 'NotReadableError'))).toBe('busy')
    expect(cameraErrorKind(new Error('strange'))).toBe('failed')
    expect(cameraErrorKind('not an error')).toBe('failed')
  })

  it('knows before asking when the page cannot have a camera', () => {
    vi.stubGlobal('isSecureContext', false)
    expect(cameraUnavailableReason()).toBe('insecure')
    vi.stubGlobal('isSecureContext', true)
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    expect(cameraUnavailableReason()).toBe('missing')
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => Promise.reject() } })
    expect(cameraUnavailableReason()).toBeNull()
  })
})
