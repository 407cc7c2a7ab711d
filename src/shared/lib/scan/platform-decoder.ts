import type { BarcodeDetectorClass } from './barcode-detector'
import type { Decoder } from './decoder'
import { asScanFormat, type ScanFormat, type ScanResult } from './scan-format'

export function createPlatformDecoder(Detector: BarcodeDetectorClass, formats: readonly ScanFormat[]): Decoder {
  const detector = new Detector({ formats: [...formats] })
  return {
    kind: 'platform',
    async decode(video) {
      const found = await detector.detect(video)
      return found.flatMap((code): ScanResult[] => {
        const format = asScanFormat(code.format, formats)
        return format && code.rawValue ? [{ text: code.rawValue, format }] : []
      })
    },
  }
}
