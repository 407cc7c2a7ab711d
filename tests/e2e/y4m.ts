/**
 * Chromium's fake camera reads a YUV4MPEG2 file (`--use-file-for-fake-video-capture`) and loops it at the
 * header's frame rate. These are the frames: 8-bit luma only, since a barcode needs no colour
 * (the chroma planes stay neutral grey, 128).
 */
export const FRAME_WIDTH = 640
export const FRAME_HEIGHT = 480
export const FRAMES_PER_SECOND = 30

/** One grey-scale picture, row by row, one byte a pixel (0 black, 255 white). */
export type LumaFrame = { width: number; height: number; luma: Uint8Array }

export function whiteFrame(width = FRAME_WIDTH, height = FRAME_HEIGHT): LumaFrame {
  return { width, height, luma: new Uint8Array(width * height).fill(255) }
}

/** An RGBA picture (as pngjs decodes it) laid on white, scaled by a whole number and centred in a new white frame. */
export function centredOnWhite(
  image: { width: number; height: number; data: Uint8Array },
  width = FRAME_WIDTH,
  height = FRAME_HEIGHT,
): LumaFrame {
  // A whole factor keeps every bar as wide as its neighbours; most of the frame, as a label held close.
  const scale = Math.max(1, Math.floor(Math.min((0.95 * width) / image.width, (0.8 * height) / image.height)))
  const frame = whiteFrame(width, height)
  const left = Math.floor((width - image.width * scale) / 2)
  const top = Math.floor((height - image.height * scale) / 2)
  for (let y = 0; y < image.height * scale; y++) {
    const row = top + y
    if (row < 0 || row >= height) continue
    for (let x = 0; x < image.width * scale; x++) {
      const column = left + x
      if (column < 0 || column >= width) continue
      const at = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4
      const [r = 255, g = 255, b = 255, a = 255] = image.data.subarray(at, at + 4)
      const grey = 0.299 * r + 0.587 * g + 0.114 * b
      // A transparent background (bwip-js draws none) shows the white frame beneath.
      frame.luma[row * width + column] = Math.round((grey * a + 255 * (255 - a)) / 255)
    }
  }
  return frame
}

/** The whole file: header, then per frame "FRAME\n", the luma plane and two quarter-size chroma planes. */
export function y4mBytes(frames: LumaFrame[], fps = FRAMES_PER_SECOND): Buffer {
  const first = frames[0]
  if (!first) throw new Error('a Y4M file needs at least one frame')
  const { width, height } = first
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height')
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)]
  for (const frame of frames) {
    if (frame.width !== width || frame.height !== height) throw new Error('all frames of a Y4M file have one size')
    parts.push(Buffer.from('FRAME\n'), Buffer.from(frame.luma.buffer, frame.luma.byteOffset, frame.luma.byteLength), chroma)
  }
  return Buffer.concat(parts)
}
