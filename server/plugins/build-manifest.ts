import fs from 'node:fs'
import path from 'node:path'

export type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

/** Vite's build manifest (`build.manifest` in vite.config.ts); undefined without a build (tests, `npm run dev`). */
export function readBuildManifest(staticDir: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  } catch {
    return undefined
  }
}
