import fs from 'node:fs'
import type { Plugin } from 'vite'

const BOOT_NAME = 'start-after-paint.js'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * The built HTML asks for the app's code after the first paint (decision 013): Vite's entry script
 * and its modulepreload links make way for one small deferred script (`scripts/start-after-paint.js`)
 * that adds them once the page has painted. The first page's other chunks (catalog, page) are named
 * by the server (`server/plugins/first-page-hints.ts`). `npm run dev` keeps Vite's own script.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'parts-shop-start-after-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: BOOT_NAME, source: fs.readFileSync(`scripts/${BOOT_NAME}`, 'utf8') })
    },
    transformIndexHtml: {
      // After Vite has put in the entry script and its modulepreload links.
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes(BOOT_NAME))
        const entry = ENTRY_SCRIPT.exec(html)?.[1]
        if (!boot || !entry) throw new Error('start-after-paint: no entry script or boot script in the build')
        const chunks = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
        const tag = `<script defer src="/${boot.fileName}" data-entry="${entry}" data-chunks="${chunks.join(' ')}"></script>\n    `
        return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, tag)
      },
    },
  }
}
