import { execSync } from 'node:child_process'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// With extensions: Vite's coming native config loader (`configLoader: 'native'`) needs them, and warned.
import { buildMeta } from './scripts/vite-build-meta.ts'
import { quietWorkerBuild } from './scripts/vite-quiet-build.ts'
import { startAfterFirstPaint } from './scripts/vite-start-after-paint.ts'

/** A build id that changes with every build: the query-cache buster and, later, the update check. */
function buildId(): string {
  let commit = 'nogit'
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {}
  return `${commit}-${Date.now().toString(36)}`
}

const BUILD_ID = buildId()
const workerBuild = quietWorkerBuild()

/**
 * Shared modules only the admin area imports (the catalogue import's constants, the upload with progress):
 * left alone they became a chunk of their own, which customers' service workers would precache.
 */
const ADMIN_ONLY_SHARED = /[\\/]src[\\/]shared[\\/](contracts[\\/]admin-import-constants|lib[\\/]api-upload)\.ts$/

function isAdminAreaModule(id: string): boolean {
  if (/[\\/]src[\\/]features[\\/]admin[\\/]/.test(id) || ADMIN_ONLY_SHARED.test(id)) return true
  return /[\\/]kihadmin[\\/]/.test(id) && /[?&]tsr-split=component\b/.test(id)
}

/** The split-out components of the routes issue 17 measures; their imports follow them into the chunk. */
function isLandingPageModule(id: string): boolean {
  return /[\\/]routes[\\/]\{-\$lang\}[\\/](index|products[\\/]\$slug|search[\\/]results)\.tsx\?tsr-split=component$/.test(id)
}

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  plugins: [
    buildMeta(BUILD_ID),
    workerBuild.app,
    startAfterFirstPaint(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // The Lingui macro must run before React's transform sees the JSX.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        buildPlugins: { vite: [workerBuild.worker] },
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The admin area is for staff only: no customer's service worker downloads it (README "Admin area").
        globIgnores: ['screenshots/**', 'assets/kihadmin-*'],
      },
      manifest: {
        id: '/',
        name: 'Achslast Parts – truck and diesel spare parts',
        short_name: 'Achslast Parts',
        description: 'Order truck, trailer and bus spare parts by article number, OE number or VIN.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#123c69',
        background_color: '#f5f6f8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Made by scripts/make-screenshots.ts; the richer install dialog shows them.
        screenshots: [
          {
            src: '/screenshots/home-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Parts search on a desktop',
          },
          {
            src: '/screenshots/home-narrow.png',
            sizes: '412x915',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The shop on a phone',
          },
        ],
        categories: ['business', 'shopping'],
      },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // The server reads it to name the first page's chunks in the HTML (server/plugins/first-page-hints.ts).
    manifest: true,
    // Maps with the sources are written for whoever reads a minified stack from the error log, but
    // 'hidden': no script names its map, and the server never serves a *.map (server/plugins/spa.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      // Rolldown's per-build report of slow plugin callbacks (Babel for the Lingui macro is most of the
      // build, by design): twelve lines a newcomer's `npm start` read as trouble, and nothing to act on.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // All of the admin area in one chunk the shop never loads for customers: the admin feature and
            // the split-out components of the /kihadmin routes (not their guards, and not the 403 page).
            { name: 'kihadmin', test: isAdminAreaModule, priority: 10, includeDependenciesRecursively: false },
            // Lingui's ICU compiler (about 7 kB gzip) is only for a partner portal's wording overlay
            // (src/shared/lib/i18n.ts imports it lazily); @lingui/core imports it for development builds
            // only, but that dead import alone would otherwise pull it into the first-page chunk.
            {
              name: 'icu-compiler',
              test: /[\\/]node_modules[\\/](@lingui[\\/]message-utils|@messageformat[\\/]parser|moo)[\\/]/,
              priority: 20,
            },
            // Everything the entry imports loads on every first page anyway: one chunk instead of
            // thirty small ones a phone would queue for (issue 17). Lazy routes keep their own chunks.
            { name: 'first-page', tags: ['$initial'], priority: 8 },
            // The three pages a first visit lands on (home, a product, search results) and what they use:
            // one chunk beside the entry instead of a dozen 1 kB files a phone would queue for.
            { name: 'landing-pages', test: isLandingPageModule, priority: 5 },
          ],
        },
      },
    },
  },
})
