import { PHOTO_BYTES_MAX } from '../../src/shared/contracts/services-constants'

const DATA_URL = /^data:(image\/(?:jpeg|webp|png));base64,([A-Za-z0-9+/]+={0,2})$/

/** What each image format starts with; a label that does not match its bytes is refused. */
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
}

/**
 * A photo of a case line as the device sends it (a data URL, so the offline queue replays it like any
 * JSON change), decoded; null unless it is a JPEG, WebP or PNG of at most PHOTO_BYTES_MAX bytes.
 * Served back later with the stored type, so only bytes that are what they claim may be stored.
 */
export function decodePhoto(dataUrl: string): { mime: string; bytes: Buffer } | null {
  // Base64 is 4/3 of the bytes: a longer string cannot be a photo small enough, so it is not decoded.
  if (dataUrl.length > 64 + Math.ceil(PHOTO_BYTES_MAX / 3) * 4) return null
  const match = dataUrl.match(DATA_URL)
  if (!match) return null
  const mime = match[1] as string
  const bytes = Buffer.from(match[2] as string, 'base64')
  if (bytes.length === 0 || bytes.length > PHOTO_BYTES_MAX) return null
  return MAGIC[mime]?.(bytes) ? { mime, bytes } : null
}
