import zlib from 'node:zlib'

/**
 * Just enough PDF reading for the tests: pdfkit writes every object uncompressed at the top level
 * (`N 0 obj << … >> stream … endstream endobj`), so its dictionaries can be read as text and its
 * streams inflated. Not a general PDF parser.
 */
export type PdfObject = { number: number; dictionary: string; stream: Buffer | null }

export function pdfObjects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1')
  const objects: PdfObject[] = []
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const number = Number(match[1])
    const body = match[2] as string
    const streamAt = body.indexOf('\nstream\n')
    if (streamAt < 0) {
      objects.push({ number, dictionary: body, stream: null })
      continue
    }
    const start = (match.index as number) + match[0].indexOf(body) + streamAt + '\nstream\n'.length
    const length = Number(/\/Length (\d+)/.exec(body.slice(0, streamAt))?.[1])
    const raw = pdf.subarray(start, start + length)
    const stream = body.slice(0, streamAt).includes('/FlateDecode') ? zlib.inflateSync(raw) : raw
    objects.push({ number, dictionary: body.slice(0, streamAt), stream })
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

/** A font's ToUnicode map (pdfkit writes `bfrange`s with an array of code points): glyph id → character(s). */
function toUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>()
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
    const first = Number.parseInt(range[1] as string, 16)
    // A ligature glyph maps to several code points in one entry (`<0066 0069>` for "fi").
    for (const [index, hex] of [...(range[2] as string).matchAll(/<([0-9a-f ]+)>/g)].entries()) {
      const codePoints = (hex[1] as string).split(' ').map((unit) => Number.parseInt(unit, 16))
      glyphs.set(first + index, String.fromCodePoint(...codePoints))
    }
  }
  return glyphs
}

/**
 * The text runs drawn on the pages, in drawing order, decoded through each font's ToUnicode map: what a reader
 * (or a copy and paste) gets out of the PDF. A text wrapped by the layout comes as one run per line.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const objects = new Map(pdfObjects(pdf).map((object) => [object.number, object]))
  const fonts = new Map<string, Map<number, string>>()
  for (const object of objects.values()) {
    const resources = /\/Font <<([^>]*)>>/.exec(object.dictionary)?.[1] ?? ''
    for (const [, name, ref] of resources.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const unicodeRef = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(ref))?.dictionary ?? '')?.[1]
      const cmap = objects.get(Number(unicodeRef))?.stream?.toString('latin1')
      if (cmap) fonts.set(name as string, toUnicode(cmap))
    }
  }
  const runs: string[] = []
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1') ?? ''
    if (!content.includes(' Tf')) continue
    let font = new Map<number, string>()
    for (const [, fontName, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (fontName) font = fonts.get(fontName) ?? new Map()
      if (shown === undefined) continue
      const glyphs = [...shown.matchAll(/<([0-9a-f]+)>/g)].flatMap((hex) => (hex[1] as string).match(/.{4}/g) ?? [])
      runs.push(glyphs.map((glyph) => font.get(Number.parseInt(glyph, 16)) ?? '').join(''))
    }
  }
  return runs
}
