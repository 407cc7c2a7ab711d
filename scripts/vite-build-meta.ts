import fs from 'node:fs'
import type { Plugin } from 'vite'

/** What changed with a deploy (SPEC.md §7): the build's id, when it was built and the shop version it carries. */
export type BuildMeta = { id: string; time: string; version: string }

/** `APP_VERSION` names a release (e.g. `2026.11.2`); otherwise package.json's version. */
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  return pkg.version
}

/**
 * Writes `builds/meta/{buildId}.json` (BuildMeta) and `builds/latest.json` (the pointer the app polls
 * hourly, SPEC.md §4) into the build. Neither is precached: they must come from the network.
 */
export function buildMeta(buildId: string): Plugin {
  return {
    name: 'parts-shop-build-meta',
    apply: 'build',
    generateBundle() {
      const meta: BuildMeta = { id: buildId, time: new Date().toISOString(), version: appVersion() }
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: JSON.stringify(meta) })
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: buildId }) })
    },
  }
}
