import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'
import { fakeCameraFile, fakeCameraSequence } from '../e2e/fake-camera'
import { centredOnWhite, whiteFrame, y4mBytes } from '../e2e/y4m'

const FRAME_BYTES = 'FRAME\n'.length + 640 * 480 * 1.5

/** The luma plane of frame `index` of a Y4M file written by y4mBytes. */
function lumaOf(file: Buffer, index: number) {
  const headerEnd = file.indexOf('\n') + 1
  const start = headerEnd + index * FRAME_BYTES + 'FRAME\n'.length
  return file.subarray(start, start + 640 * 480)
}

// The decoder the app falls back to, from the package on disk (its default loads the wasm from a CDN).
prepareZXingModule({
  overrides: { wasmBinary: fs.readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm').buffer as ArrayBuffer },
})

async function decode(luma: Uint8Array) {
  const rgba = new Uint8ClampedArray(640 * 480 * 4)
  for (let i = 0; i < luma.length; i++) rgba.fill(luma[i] ?? 0, i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4)
  const [found] = await readBarcodes(
    { data: rgba, width: 640, height: 480, colorSpace: 'srgb' } as unknown as Parameters<typeof readBarcodes>[0],
    { tryHarder: false },
  )
  return found && { text: found.text, format: found.format }
}

describe('the fake camera file', () => {
  const films: string[] = []
  const film = (file: string) => {
    films.push(file)
    return fs.readFileSync(file)
  }
  // The writer removes its folder when the process exits; a vitest worker may be stopped before.
  afterAll(() => {
    for (const file of films) fs.rmSync(path.dirname(file), { recursive: true, force: true })
  })

  it('has a 4:2:0 header at 30 fps and frames of the size the header says', () => {
    const file = y4mBytes([whiteFrame(), whiteFrame(), whiteFrame()])
    expect(file.subarray(0, file.indexOf('\n')).toString()).toBe('YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg')
    expect(file.length).toBe(file.indexOf('\n') + 1 + 3 * FRAME_BYTES)
    expect(
      file
        .subarray(file.indexOf('\n') + 1 + FRAME_BYTES)
        .subarray(0, 6)
        .toString(),
    ).toBe('FRAME\n')
    // Neutral chroma: a grey-scale picture.
    expect(file.at(-1)).toBe(128)
  })

  it('lays a picture on white, scaled by a whole number and centred', () => {
    // 2×1 pixels: black, then transparent (white beneath).
    const frame = centredOnWhite({ width: 2, height: 1, data: new Uint8Array([0, 0, 0, 255, 0, 0, 0, 0]) })
    const scale = Math.floor(Math.min((0.95 * 640) / 2, 0.8 * 480))
    const left = Math.floor((640 - 2 * scale) / 2)
    expect(frame.luma[240 * 640 + left]).toBe(0)
    expect(frame.luma[240 * 640 + left + scale - 1]).toBe(0)
    expect(frame.luma[240 * 640 + left + scale]).toBe(255)
    expect(frame.luma[0]).toBe(255)
  })

  it('shows white for the blank frames, then the barcode (dark bars in the middle) that the decoder reads', async () => {
    const file = film(await fakeCameraFile({ bcid: 'ean13', text: '4049000201105' }, { blankFrames: 2, barcodeFrames: 3 }))
    expect(file.length).toBe(file.indexOf('\n') + 1 + 5 * FRAME_BYTES)
    expect(lumaOf(file, 1).every((pixel) => pixel === 255)).toBe(true)
    const middleRow = lumaOf(file, 2).subarray(240 * 640, 241 * 640)
    expect(middleRow.includes(0)).toBe(true)
    expect(await decode(lumaOf(file, 4))).toEqual({ text: '4049000201105', format: 'EAN13' })
  })

  it.each([
    [{ bcid: 'code39', text: 'ZCFHWHHYFE6100001' }, 'Code39'],
    [{ bcid: 'code128', text: '15.10000' }, 'Code128'],
    [{ bcid: 'datamatrix', text: '15.10000' }, 'DataMatrix'],
    [{ bcid: 'qrcode', text: '15.10000' }, 'QRCode'],
  ] as const)('makes %o readable as %s', async (barcode, format) => {
    const file = film(await fakeCameraSequence([{ barcode, frames: 1 }]))
    expect(await decode(lumaOf(file, 0))).toEqual({ text: barcode.text, format })
  })
})
