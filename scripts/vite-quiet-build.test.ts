import type { UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { adaptWorkerBuild } from './vite-quiet-build'

/** The worker build's config as vite-plugin-pwa 2 writes it for `injectManifest` (es format). */
const pwaWorkerConfig = (): UserConfig => ({
  build: { rollupOptions: { input: 'sw/sw.ts', output: { entryFileNames: 'sw.mjs', inlineDynamicImports: true } } },
})

describe('adaptWorkerBuild', () => {
  it('gives the worker build the app build’s log level, so `--logLevel warn` quiets both', () => {
    const config = pwaWorkerConfig()
    adaptWorkerBuild(config, 'warn')
    expect(config.logLevel).toBe('warn')
  })

  it('keeps a log level the worker build sets itself, and Vite’s default when the app build has none', () => {
    const own: UserConfig = { ...pwaWorkerConfig(), logLevel: 'error' }
    adaptWorkerBuild(own, 'warn')
    expect(own.logLevel).toBe('error')
    const none = pwaWorkerConfig()
    adaptWorkerBuild(none, undefined)
    expect(none.logLevel).toBeUndefined()
  })

  it('asks Rolldown for one file with its own option instead of the deprecated inlineDynamicImports', () => {
    const config = pwaWorkerConfig()
    adaptWorkerBuild(config, 'info')
    expect(config.build?.rollupOptions?.output).toEqual({ entryFileNames: 'sw.mjs', codeSplitting: false })
  })

  it('leaves an output without inlineDynamicImports alone (the iife format)', () => {
    const config: UserConfig = { build: { rollupOptions: { output: { entryFileNames: 'sw.js' } } } }
    adaptWorkerBuild(config, 'warn')
    expect(config.build?.rollupOptions?.output).toEqual({ entryFileNames: 'sw.js' })
  })
})
