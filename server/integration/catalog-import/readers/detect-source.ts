import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { ReadItem, RecordKind, RecordReader } from '../records'
import { readBmecat } from './bmecat-reader'
import { csvReader } from './csv-reader'
import { KIND_NAMES, kindOfFileStem, kindRank } from './kind-names'
import { xlsxReader } from './xlsx-reader'

export type SourceFormat = 'bmecat' | 'csv' | 'xlsx'

/** One file to import: `file` is the name the report shows; `kind` comes from the name (csv always, xlsx when it names one). */
export type SourceEntry = { path: string; file: string; format: SourceFormat; kind?: RecordKind }

/** A file the import cannot place; the message names the file and the names it accepts. */
export class UnknownSourceFileError extends Error {
  constructor(readonly file: string) {
    const names = KIND_NAMES.map(([plural]) => plural).join(', ')
    super(
      `cannot import ${file}: a CSV file is named after what it holds, ending in one of ${names} ` +
        '(e.g. parts.csv, 2026-11-prices.csv); an XLSX file too, or its sheets are; a BMEcat file ends in .xml',
    )
  }
}

/**
 * The files of a path (one file, or a folder's files without its subfolders and hidden files) in
 * the order an import reads them: BMEcat first, then by kind (parts … deletions), then by name,
 * so `2026-11-prices.csv` comes before `2026-12-prices.csv`.
 */
export async function detectSource(path: string): Promise<SourceEntry[]> {
  const info = await stat(path)
  const paths = info.isDirectory() ? await folderFiles(path) : [path]
  if (paths.length === 0) throw new Error(`no files to import in ${path}`)
  const entries = paths.map(entryOf)
  return entries.sort((a, b) => rankOf(a) - rankOf(b) || a.file.localeCompare(b.file))
}

async function folderFiles(folder: string): Promise<string[]> {
  const dirents = await readdir(folder, { withFileTypes: true })
  return dirents.filter((d) => d.isFile() && !d.name.startsWith('.')).map((d) => join(folder, d.name))
}

function entryOf(path: string): SourceEntry {
  const file = basename(path)
  const extension = extname(file).toLowerCase()
  const kind = kindOfFileStem(file.slice(0, file.length - extension.length))
  if (extension === '.xml') return { path, file, format: 'bmecat' }
  if (extension === '.csv' && kind) return { path, file, format: 'csv', kind }
  if (extension === '.xlsx') return kind ? { path, file, format: 'xlsx', kind } : { path, file, format: 'xlsx' }
  throw new UnknownSourceFileError(file)
}

function rankOf(entry: SourceEntry): number {
  if (entry.format === 'bmecat') return -1
  return entry.kind ? kindRank(entry.kind) : 0
}

/** The records of one entry, read by its format's reader; the file is opened when reading starts and closed when it stops. */
export async function* readSource(entry: SourceEntry): AsyncGenerator<ReadItem> {
  const input = createReadStream(entry.path)
  try {
    yield* readerOf(entry)(input, entry.file)
  } finally {
    input.destroy()
  }
}

function readerOf(entry: SourceEntry): RecordReader {
  if (entry.format === 'bmecat') return readBmecat
  if (entry.format === 'xlsx') return xlsxReader(entry.kind)
  if (!entry.kind) throw new UnknownSourceFileError(entry.file)
  return csvReader(entry.kind)
}
