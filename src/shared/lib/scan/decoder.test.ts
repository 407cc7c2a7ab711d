import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDecoder } from './decoder'

/** A stand-in for the platform's class, on globalThis where the browser puts it. */
function fakeBarcodeDetector(supported: string[]) {
  return class FakeBarcodeDetector {
    static getSupportedFormats = async () => supported
    formats: string[]
    constructor(options?: { formats: string[] }) {
      this.formats = options?.formats ?? []
    }
    async detect() {
      return [
        { rawValue: '4006381333931', format: 'ean_13' },
        { rawValue: 'ignored', format: 'pdf417' },
      ]
    }
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the decoder choice', () => {
  it('uses the platform’s BarcodeDetector when it reads every asked format', async () => {
    vi.stubGlobal('BarcodeDetector', fakeBarcodeDetector(['ean_13', 'code_128', 'pdf417']))
    const decoder = await createDecoder(['ean_13', 'code_128'])
    expect(decoder.kind).toBe('platform')
    expect(await decoder.decode(document.createElement('video'))).toEqual([{ text: '4006381333931', format: 'ean_13' }])
  })

  it('falls back to zxing when the platform lacks an asked format', async () => {
    vi.stubGlobal('BarcodeDetector', fakeBarcodeDetector(['ean_13', 'qr_code']))
    expect((await createDecoder(['ean_13', 'data_matrix'])).kind).toBe('zxing')
  })

  it('falls back to zxing when the platform has the class but no formats (desktop Chromium)', async () => {
    vi.stubGlobal('BarcodeDetector', fakeBarcodeDetector([]))
    expect((await createDecoder(['qr_code'])).kind).toBe('zxing')
  })

  it('falls back to zxing where there is no BarcodeDetector', async () => {
    vi.stubGlobal('BarcodeDetector', undefined)
    const decoder = await createDecoder(['code_39'])
    expect(decoder.kind).toBe('zxing')
    // No frame yet: nothing is read, and the .wasm is not fetched for it.
    expect(await decoder.decode(document.createElement('video'))).toEqual([])
  })
})
