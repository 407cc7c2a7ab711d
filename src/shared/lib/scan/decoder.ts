import { platformBarcodeDetector } from './barcode-detector'
import type { ScanFormat, ScanResult } from './scan-format'

/** One frame of the camera in, the codes on it out. */
export type Decoder = {
  kind: 'platform' | 'zxing'
  decode(video: HTMLVideoElement): Promise<ScanResult[]>
}

/**
 * The platform's BarcodeDetector when it reads every asked format (desktop Chromium has the class
 * but supports no format at all, some Android builds lack DataMatrix), else zxing-wasm. zxing is
 * imported here and only here, so its code and .wasm load the first time a scanner opens on a
 * device that needs them, never with a page.
 */
export async function createDecoder(formats: readonly ScanFormat[]): Promise<Decoder> {
  const Detector = platformBarcodeDetector()
  if (Detector) {
    const supported = await Detector.getSupportedFormats().catch(() => [] as string[])
    if (formats.every((format) => supported.includes(format))) {
      const { createPlatformDecoder } = await import('./platform-decoder')
      return createPlatformDecoder(Detector, formats)
    }
  }
  const { createZxingDecoder } = await import('./zxing-decoder')
  return createZxingDecoder(formats)
}
