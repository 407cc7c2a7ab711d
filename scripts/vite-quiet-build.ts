import type { LogLevel, Plugin, UserConfig } from 'vite'

/**
 * vite-plugin-pwa builds the service worker in a Vite build of its own (`configFile: false`). That
 * build neither follows the app build's log level (`npm start` builds with `--logLevel warn`, and the
 * worker's build still printed Vite's banner and progress lines) nor uses Rolldown's name for a
 * one-file bundle (`output.inlineDynamicImports`, which Rolldown reports as deprecated on every build).
 * `adaptWorkerBuild` fixes both in that build's own config, so no message has to be filtered away.
 */
export function adaptWorkerBuild(config: UserConfig, parentLogLevel: LogLevel | undefined): void {
  config.logLevel ??= parentLogLevel
  const build = config.build
  const outputs = build?.rollupOptions?.output
  for (const output of Array.isArray(outputs) ? outputs : outputs ? [outputs] : []) {
    if (!('inlineDynamicImports' in output)) continue
    const inline = output.inlineDynamicImports
    delete output.inlineDynamicImports
    // One file for the worker: Rolldown's own option for what the plugin asked for.
    if (inline) Object.assign(output, { codeSplitting: false })
  }
}

/**
 * Two plugins: `app` goes into the app build's plugins and notes its log level; `worker` goes into
 * `VitePWA({ injectManifest: { buildPlugins: { vite: [worker] } } })` and adapts the worker's build.
 */
export function quietWorkerBuild(): { app: Plugin; worker: Plugin } {
  let parentLogLevel: LogLevel | undefined
  return {
    app: {
      name: 'parts-shop-worker-build-log-level',
      apply: 'build',
      configResolved(config) {
        parentLogLevel = config.logLevel
      },
    },
    worker: {
      name: 'parts-shop-worker-build-options',
      config(config) {
        adaptWorkerBuild(config, parentLogLevel)
      },
    },
  }
}
