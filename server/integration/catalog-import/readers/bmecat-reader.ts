import { SaxesParser } from 'saxes'
import type { ReadItem, RecordReader } from '../records'
import { BmecatSession } from './bmecat/bmecat-session'

/** saxes words its errors `line:column: message`; the report wants the line and the message apart. */
function brokenAt(error: Error, fallbackLine: number): { line: number; message: string } {
  const match = error.message.match(/^(\d+):\d+: ([\s\S]*)$/)
  return match ? { line: Number(match[1]), message: match[2] ?? error.message } : { line: fallbackLine, message: error.message }
}

/**
 * Reads a BMEcat 2005 document (T_NEW_CATALOG full, T_UPDATE_PRODUCTS / T_UPDATE_PRICES delta) as
 * raw records, chunk by chunk as the input delivers them (docs/catalogue-import.md, "BMEcat 2005").
 * Broken XML ends the file with one `malformed-file` refusal at its line, after the records before it.
 */
export const readBmecat: RecordReader = async function* (input, file): AsyncGenerator<ReadItem> {
  const session = new BmecatSession(file)
  const parser = new SaxesParser({ position: true })
  parser.on('opentag', (tag) => session.open(tag.name, tag.attributes as Record<string, string>, parser.line))
  parser.on('text', (text) => session.addText(text))
  parser.on('cdata', (text) => session.addText(text))
  parser.on('closetag', () => session.close())
  parser.on('error', (error) => {
    const broken = brokenAt(error, parser.line)
    session.refuseFile(broken.line, `the XML is broken here: ${broken.message.replace(/\.$/, '')}`)
  })
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of input) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true }))
    yield* session.drain()
    // Returning out of for-await destroys the input: nothing more of a broken file is read.
    if (session.stopped) return
  }
  parser.write(decoder.decode())
  parser.close()
  session.finish(parser.line)
  yield* session.drain()
}
