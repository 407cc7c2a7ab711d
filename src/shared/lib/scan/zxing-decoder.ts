import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'
// Served from our own build (Vite gives it a hashed name under /assets/); zxing-wasm would fetch it from a CDN otherwise.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { Decoder } from './decoder'
import { fromZxingResult, type ScanFormat, type ScanResult, toZxingFormats } from './scan-format'
import { drawVideoFrame } from './video-frame'

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
})

export function createZxingDecoder(formats: readonly ScanFormat[]): Decoder {
  const zxingFormats = toZxingFormats(formats)
  const canvas = document.createElement('canvas')
  return {
    kind: 'zxing',
    async decode(video) {
      const frame = drawVideoFrame(video, canvas)
      if (!frame) return []
      const found = await readBarcodes(frame, { formats: zxingFormats, tryHarder: true, maxNumberOfSymbols: 1 })
      return found.flatMap((code): ScanResult[] => {
        const result = code.isValid ? fromZxingResult(code, formats) : null
        return result ? [result] : []
      })
    },
  }
}
