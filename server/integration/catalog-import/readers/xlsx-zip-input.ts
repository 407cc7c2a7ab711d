import { PassThrough, type Readable } from 'node:stream'

/**
 * The workbook's bytes for exceljs, guarding against a race in the zip reader under it. exceljs
 * pipes its input into an unzipper 0.10 Parse stream, which emits 'end' as soon as its writable
 * side finishes (after the zip's central directory), even while entries it has pushed are still
 * unread; exceljs stops at that 'end' and silently loses the entries stored last — in Excel's and
 * write-excel-file's files the shared strings and styles, so every text cell came out empty.
 * Only the readable side's real 'end' (all entries delivered) is let through.
 */
export function zipInputForExceljs(input: NodeJS.ReadableStream): Readable {
  const output = new PassThrough()
  input.on('error', (error) => output.destroy(error))
  input.pipe(output)
  const pipe = output.pipe.bind(output)
  output.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    const zip = destination as T & Readable
    const emit = zip.emit.bind(zip)
    zip.emit = (event: string | symbol, ...args: unknown[]) =>
      event === 'end' && !zip.readableEnded ? false : emit(event, ...args)
    return pipe(destination, options)
  }
  return output
}
