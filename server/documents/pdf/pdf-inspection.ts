import zlib from 'node:zlib'

/**
 * Just enough PDF reading for the tests: pdfkit writes every object uncompressed at the top level
 * (`N 0 obj << … >> stream … endstream endobj`), so its dictionaries can be read as text and its
 * streams inflated. Not a general PDF parser.
 */
export type PdfObject = { dictionary: string; stream: Buffer | null }

export function pdfObjects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1')
  const objects: PdfObject[] = []
  for (const match of text.matchAll(/\d+ 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[1] as string
    const streamAt = body.indexOf('\nstream\n')
    if (streamAt < 0) {
      objects.push({ dictionary: body, stream: null })
      continue
    }
    const start = (match.index as number) + match[0].indexOf(body) + streamAt + '\nstream\n'.length
    const length = Number(/\/Length (\d+)/.exec(body.slice(0, streamAt))?.[1])
    const raw = pdf.subarray(start, start + length)
    const stream = body.slice(0, streamAt).includes('/FlateDecode') ? zlib.inflateSync(raw) : raw
    objects.push({ dictionary: body.slice(0, streamAt), stream })
  }
  return objects
}

export function pageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1])
}

export function embeddedFiles(pdf: Buffer): Buffer[] {
  return pdfObjects(pdf)
    .filter((object) => object.dictionary.includes('/Type /EmbeddedFile\n') && object.stream)
    .map((object) => object.stream as Buffer)
}

export function xmpMetadata(pdf: Buffer): string {
  const metadata = pdfObjects(pdf).find((object) => /\/Type \/Metadata\b/.test(object.dictionary))
  return metadata?.stream?.toString('utf8') ?? ''
}

/** The characters the embedded fonts can show, read from their ToUnicode maps: what the text drew with. */
export function embeddedFontCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>()
  for (const object of pdfObjects(pdf)) {
    const cmap = object.stream?.toString('latin1') ?? ''
    if (!cmap.includes('begincmap')) continue
    for (const hex of cmap.matchAll(/<([0-9a-f]{4})>/g))
      characters.add(String.fromCharCode(Number.parseInt(hex[1] as string, 16)))
  }
  return characters
}
