import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * DejaVu Sans from the dejavu-fonts-ttf package: it covers Latin and Cyrillic, so Russian documents print,
 * and it is embedded (subset) as PDF/A requires. Resolved through the package, not the working directory,
 * and read once per process.
 */
const require = createRequire(import.meta.url)
const FONT_DIRECTORY = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')

export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const

let loaded: Record<keyof typeof FONT, Buffer> | undefined

export function documentFontFiles(): Record<keyof typeof FONT, Buffer> {
  loaded ??= {
    regular: fs.readFileSync(path.join(FONT_DIRECTORY, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIRECTORY, 'DejaVuSans-Bold.ttf')),
  }
  return loaded
}
