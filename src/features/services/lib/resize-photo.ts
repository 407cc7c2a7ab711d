import { PHOTO_BYTES_MAX, PHOTO_EDGE_PX } from '../../../shared/contracts/services-constants'

/**
 * Photos are made small on the device before they travel: a phone's 12-megapixel picture is several MB,
 * the shop needs to see a crack or a type plate, and the case must fit the offline queue and a weak signal.
 */

/** The size that fits `edge` on the longest side, keeping the shape; never made larger. */
export function fitWithin(width: number, height: number, edge = PHOTO_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** JPEG qualities tried in turn until the photo is at most PHOTO_BYTES_MAX (a busy picture compresses less). */
export const JPEG_QUALITIES = [0.8, 0.65, 0.5] as const

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'))
    reader.readAsDataURL(blob)
  })
}

/** JPEG has no transparency: a transparent PNG (a screenshot, a scan) is laid on white, not on black. */
function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) return
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
}

function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height)
    paint(canvas.getContext('2d'), bitmap, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  paint(canvas.getContext('2d'), bitmap, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', quality),
  )
}

/** A camera or file picture as a JPEG data URL of at most PHOTO_EDGE_PX on its longest edge. Throws when it is no image. */
export async function resizePhoto(file: Blob): Promise<string> {
  // Phones store portrait pictures turned; the browser turns them upright when asked.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height)
    let blob: Blob | null = null
    for (const quality of JPEG_QUALITIES) {
      blob = await encode(bitmap, width, height, quality)
      if (blob.size <= PHOTO_BYTES_MAX) break
    }
    return blobToDataUrl(blob as Blob)
  } finally {
    bitmap.close()
  }
}
