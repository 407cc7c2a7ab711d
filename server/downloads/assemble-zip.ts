import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ZipFile } from 'yazl'
import { DOWNLOAD_INDEX_FILE } from '../../src/shared/contracts/downloads-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { IndexEntry } from '../db/schema-downloads'
import { stagedFile } from './download-files'
import { indexCsv } from './index-csv'
import { entryTime, latestTime } from './zip-layout'

/** Fixed, not taken from the staged file: the same request gives the same bytes on any machine. */
const FILE_MODE = 0o100644

export type AssembleInput = {
  /** Entries in ZIP order; those with status ok have their files staged. */
  entries: IndexEntry[]
  withIndex: boolean
  /** The download's language, which words index.csv. */
  language: Language
  /** The job's staging folder, where each ok entry's files were written (`stagedFile`). Plain data, so a worker thread can assemble. */
  stagingFolder: string
  /** Written here, then renamed to `target` once complete. */
  temporary: string
  target: string
}

/**
 * Streams the staged files into one ZIP: yazl reads one file at a time, so memory stays flat
 * whatever the number of documents. PDFs are stored (they are compressed inside already; deflating
 * them again costs CPU for ~1 %), XML and the index are deflated. Answers size and SHA-256.
 */
export async function assembleZip(input: AssembleInput): Promise<{ size: number; sha256: string }> {
  const zip = new ZipFile()
  for (const entry of input.entries) {
    if (entry.status !== 'ok') continue
    const mtime = entryTime(entry.date)
    if (entry.pdfPath)
      zip.addFile(stagedFile(input.stagingFolder, entry.pdfPath), entry.pdfPath, { mtime, mode: FILE_MODE, compress: false })
    if (entry.xmlPath)
      zip.addFile(stagedFile(input.stagingFolder, entry.xmlPath), entry.xmlPath, { mtime, mode: FILE_MODE, compress: true })
  }
  if (input.withIndex) {
    zip.addBuffer(Buffer.from(indexCsv(input.entries, input.language)), DOWNLOAD_INDEX_FILE, {
      mtime: latestTime(input.entries),
      mode: FILE_MODE,
      compress: true,
    })
  }
  zip.end()

  const hash = createHash('sha256')
  let size = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  // yazl reports a vanished staged file on the ZipFile, not on its output stream.
  const failed = new Promise<never>((_, reject) => zip.on('error', reject))
  await Promise.race([pipeline(zip.outputStream, measure, fs.createWriteStream(input.temporary)), failed])
  // On disk before it is renamed and declared ready: the database that says "ready" survives a power cut too.
  const written = await fs.promises.open(input.temporary, 'r+')
  await written.sync()
  await written.close()
  await fs.promises.rename(input.temporary, input.target)
  return { size, sha256: hash.digest('base64url') }
}
