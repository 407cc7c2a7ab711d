import Papa from 'papaparse'
import yauzl from 'yauzl'

export type ZipEntryRead = { name: string; data: Buffer; compressionMethod: number; mtime: Date }

/** Every entry of a ZIP with its bytes, read by yauzl (which also checks each entry's CRC-32). */
export function readZip(zip: Buffer): Promise<ZipEntryRead[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true }, (openError, file) => {
      if (openError || !file) return reject(openError)
      const entries: ZipEntryRead[] = []
      file.on('error', reject)
      file.on('end', () => resolve(entries))
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('error', reject)
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              data: Buffer.concat(chunks),
              compressionMethod: entry.compressionMethod,
              mtime: entry.getLastModDate({ forceDosFormat: false }),
            })
            file.readEntry()
          })
        })
      })
      file.readEntry()
    })
  })
}

/** Rows of index.csv (BOM dropped, separator detected), read by Papa Parse (the CSV reader the quick order uses). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trimEnd(), { skipEmptyLines: true }).data
}
