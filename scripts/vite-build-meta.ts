import type { Plugin } from 'vite'

/**
 * Writes `builds/meta/{buildId}.json` and `builds/latest.json` (the pointer the app polls hourly,
 * SPEC.md §4) into the build. Neither is precached: they must come from the network.
 */
export function buildMeta(buildId: string): Plugin {
  return {
    name: 'parts-shop-build-meta',
    apply: 'build',
    generateBundle() {
      const meta = JSON.stringify({ id: buildId, builtAt: new Date().toISOString() })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: meta })
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: buildId }) })
    },
  }
}
