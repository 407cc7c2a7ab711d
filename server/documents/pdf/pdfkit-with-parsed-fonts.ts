import { createRequire } from 'node:module'

/**
 * pdfkit, with fontkit's parse of each font file kept for the process. pdfkit parses a font anew for
 * every document (fontkit.create on the file's bytes), about 30 ms per font — half the time of a
 * typical invoice, and most of a 1,000-document ZIP. fontkit exports `create` as a read-only getter,
 * so pdfkit is handed, through the module cache, a fontkit whose `create` remembers the parsed font
 * per Buffer. Each document still builds its own subset from it, so output bytes do not change
 * (the PDF tests compare them). Loaded with require so the swap happens before pdfkit reads fontkit.
 */
const require = createRequire(import.meta.url)
const pdfkitRequire = createRequire(require.resolve('pdfkit'))
const fontkitPath = pdfkitRequire.resolve('fontkit')
const fontkit = pdfkitRequire('fontkit') as { create: (buffer: Uint8Array, family?: string) => unknown }

const parsed = new WeakMap<Uint8Array, Map<string, unknown>>()
function createOnce(buffer: Uint8Array, family?: string) {
  const byFamily = parsed.get(buffer) ?? new Map<string, unknown>()
  parsed.set(buffer, byFamily)
  const key = family ?? ''
  if (!byFamily.has(key)) byFamily.set(key, fontkit.create(buffer, family))
  return byFamily.get(key)
}

const cached = require.cache[fontkitPath]
if (cached) cached.exports = { ...fontkit, create: createOnce }

export const PDFDocument = require('pdfkit') as typeof import('pdfkit')
