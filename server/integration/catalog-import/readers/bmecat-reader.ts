import { TextDecoder } from 'node:util'
import { SaxesParser } from 'saxes'
import type { ReadItem, RecordReader } from '../records'
import { BmecatSession } from './bmecat/bmecat-session'
import { DECLARATION_BYTES, declaredDecoder } from './bmecat/declared-encoding'

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
  let decoder: TextDecoder | null = null
  let head = Buffer.alloc(0)
  // The first bytes wait until the XML declaration is complete: it names the encoding of the rest.
  const decode = (bytes: Buffer, final: boolean): string | null => {
    if (!decoder) {
      head = Buffer.concat([head, bytes])
      if (!final && head.indexOf('>') < 0 && head.length < DECLARATION_BYTES) return ''
      const chosen = declaredDecoder(head)
      if (!(chosen instanceof TextDecoder)) {
        session.refuseFile(1, `the file is encoded as ${chosen.unsupported}, which the shop cannot read; save it as UTF-8`)
        return null
      }
      decoder = chosen
      bytes = head
    }
    return decoder.decode(bytes, { stream: !final })
  }
  for await (const chunk of input) {
    const text = decode(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array), false)
    if (text) parser.write(text)
    yield* session.drain()
    // Returning out of for-await destroys the input: nothing more of a broken file is read.
    if (session.stopped) return
  }
  const rest = decode(Buffer.alloc(0), true)
  if (rest) parser.write(rest)
  if (!session.stopped) {
    parser.close()
    session.finish(parser.line)
  }
  yield* session.drain()
}
