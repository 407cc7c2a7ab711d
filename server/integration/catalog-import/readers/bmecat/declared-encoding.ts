import { TextDecoder } from 'node:util'
/** Bytes enough to hold an XML declaration; a file without one is UTF-8 (XML 1.0 §4.3.3). */
export const DECLARATION_BYTES = 1024

/**
 * The decoder for the encoding the XML declaration names. BMEcat files from older ERPs are often
 * ISO-8859-1 or windows-1252; reading them as UTF-8 would turn every umlaut into garbage that
 * passes validation. Returns the label instead when the platform has no decoder for it.
 */
export function declaredDecoder(head: Uint8Array): TextDecoder | { unsupported: string } {
  const text = Buffer.from(head).toString('latin1')
  const label = text.match(/^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/)?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(label)
  } catch {
    return { unsupported: label }
  }
}
