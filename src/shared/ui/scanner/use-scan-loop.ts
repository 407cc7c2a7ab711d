import { type RefObject, useEffect, useRef } from 'react'
import { createDecoder, type Decoder } from '../../lib/scan/decoder'
import { startFrameLoop } from '../../lib/scan/frame-loop'
import { ALL_SCAN_FORMATS, type ScanFormat, type ScanResult } from '../../lib/scan/scan-format'

const decoders = new Map<string, Promise<Decoder>>()

/** One decoder per set of formats for the page's life: reopening the scanner starts at once. */
function decoderFor(formats: readonly ScanFormat[]): Promise<Decoder> {
  const key = [...formats].sort().join()
  let decoder = decoders.get(key)
  if (!decoder) {
    decoder = createDecoder(formats)
    // A failed load (offline before the .wasm was kept) is tried again next time.
    decoder.catch(() => decoders.delete(key))
    decoders.set(key, decoder)
  }
  return decoder
}

/** Reads the live video frame by frame while `running`; `onResult` gets every code found. */
export function useScanLoop({
  video,
  running,
  formats = ALL_SCAN_FORMATS,
  onResult,
  onDecoderFailed,
}: {
  video: RefObject<HTMLVideoElement | null>
  running: boolean
  formats?: readonly ScanFormat[] | undefined
  onResult: (result: ScanResult) => void
  onDecoderFailed: () => void
}) {
  const handlers = useRef({ onResult, onDecoderFailed })
  handlers.current = { onResult, onDecoderFailed }
  const formatsKey = [...formats].sort().join()

  useEffect(() => {
    if (!running) return
    let cancelled = false
    let stop = () => {}
    const asked = formatsKey.split(',') as ScanFormat[]
    decoderFor(asked).then(
      (decoder) => {
        if (cancelled) return
        stop = startFrameLoop(async () => {
          const element = video.current
          if (!element || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return
          const results = await decoder.decode(element)
          for (const result of results) if (!cancelled) handlers.current.onResult(result)
        })
      },
      () => {
        if (!cancelled) handlers.current.onDecoderFailed()
      },
    )
    return () => {
      cancelled = true
      stop()
    }
  }, [running, formatsKey, video])
}
