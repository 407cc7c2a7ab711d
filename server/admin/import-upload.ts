import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { IMPORT_FILE_FORMATS, type ImportUploadFormat } from '../../src/shared/contracts/admin-import-constants'

/** The upload went past the limit: nothing of it is kept. */
export class UploadTooLarge extends Error {}

/**
 * The uploaded file's name as it is stored: the import takes each file's kind from its name
 * (parts.csv, prices.xlsx …), so letters, digits, dot, dash and underscore stay; anything that could
 * name another folder does not.
 */
export function uploadFileName(name: string): string | null {
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[^\p{L}\p{N}._-]+/gu, '_')
  return base.replace(/^\.+/, '') || null
}

/** The format a file's ending names, or null for an ending the import does not read. */
export function uploadFormat(name: string): ImportUploadFormat | null {
  const ending = path.extname(name).slice(1).toLowerCase()
  return Object.hasOwn(IMPORT_FILE_FORMATS, ending) ? IMPORT_FILE_FORMATS[ending as keyof typeof IMPORT_FILE_FORMATS] : null
}

/**
 * Writes the request body to `target` as it arrives, never holding the file in memory, and stops at
 * `maxBytes` (a body without Content-Length is counted too): the partial file is removed and
 * UploadTooLarge thrown. Returns the bytes written.
 */
export async function receiveUpload(body: NodeJS.ReadableStream, target: string, maxBytes: number): Promise<number> {
  let bytes = 0
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(bytes > maxBytes ? new UploadTooLarge() : null, chunk)
    },
  })
  fs.mkdirSync(path.dirname(target), { recursive: true })
  try {
    await pipeline(body, count, fs.createWriteStream(target, { flags: 'wx' }))
    return bytes
  } catch (error) {
    fs.rmSync(target, { force: true })
    throw error
  }
}
