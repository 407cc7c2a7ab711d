import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { trailingSlashTarget } from '../../src/shared/contracts/permanent-redirects'
import { isImagePath, isSpaRoute } from '../../src/shared/contracts/routes'
import { sendError } from '../http/send-error'
import { shopMetaOf, withShopMeta } from '../meta/shop-meta'
import { findLegacyProductPath } from '../search/legacy-redirect'
import { createBuildCatalogs } from './build-catalogs'
import { readBuildManifest } from './build-manifest'
import { createFirstPageHints, productImagePreload } from './first-page-hints'
import { firstPaintHtml, productImageOfPage } from './first-paint'
import { pageAddress } from './page-address'
import { sameSitePath } from './same-site-path'
import { spaPageAnswer } from './spa-page-answer'

const HASHED_ASSET = /\/assets\//
const SOURCE_MAP = /\.map$/i
const NEVER_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'latest.json'])

/**
 * Serves the built SPA and applies SPEC.md §2's URL rules: trailing slash → 301, image paths
 * never fall back to the SPA, known pages → index.html with 200 (or the login's 302, a moved
 * product's 301: spa-page-answer.ts), anything else → index.html with 404 (the SPA shows its
 * 'Page Not Found' page and the URL stays as requested).
 */
export const spaPlugin = fp(async (app) => {
  const root = app.config.staticDir
  const indexFile = path.join(root, 'index.html')
  let indexHtml: string | undefined
  let shell: { settings: object; html: string } | undefined
  // The file is read once; the meta tag follows the admin settings, so the shell is rebuilt only when
  // app.settings hands out a new settings object (after its TTL or a save), not on every page.
  const readIndex = async () => {
    indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined
    if (indexHtml === undefined) return undefined
    const settings = await app.settings.get()
    if (shell?.settings !== settings) shell = { settings, html: withShopMeta(indexHtml, shopMetaOf(app.config, settings)) }
    return shell.html
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [pathname, query] = splitUrl(request.url)
    const moved = trailingSlashTarget(pathname)
    if (moved === null) return
    const target = sameSitePath(moved)
    return reply.redirect(query ? `${target}?${query}` : target, 301)
  })

  if (fs.existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      redirect: false,
      wildcard: true,
      cacheControl: false,
      // Source maps stay on disk for whoever reads a stack from the error log; customers never get them.
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      // Files, not routes: their Cache-Control follows the file's name, not a route's config.cache (cache-policy.ts).
      setHeaders(res, filePath) {
        const name = path.basename(filePath)
        if (NEVER_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache')
        else if (HASHED_ASSET.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        else res.setHeader('Cache-Control', 'public, max-age=86400')
      },
    })
  } else {
    app.log.warn(`no built SPA in ${root}: run "npm run build" (npm start does it for you)`)
  }

  const manifest = readBuildManifest(root)
  const firstPageHints = createFirstPageHints(manifest)
  const translatorFor = createBuildCatalogs(root, manifest)
  // The shell answers for the not-found handler as well as for `/`, so it names its own Cache-Control.
  // The page's own hints in the head, so the browser starts them beside the entry script; its
  // language on <html>; and in the app shell what the page paints before the script runs (issue 17).
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, statusCode: number) => {
    const html = await readIndex()
    if (!html) return sendError(reply, 503, 'NOT_BUILT', 'The shop has not been built yet. Run "npm run build".')
    const { defaultCountry } = await app.settings.get()
    const address = pageAddress(request.url)
    const image = statusCode === 200 ? await productImageOfPage(app, address) : undefined
    const paint = statusCode === 200 ? firstPaintHtml(address, await translatorFor(address.lang), image) : ''
    const page = html
      .replace('<html lang="de">', `<html lang="${address.lang}">`)
      .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${image ? productImagePreload(image) : ''}`)
      .replace('</head>', `${firstPageHints(address, defaultCountry)}</head>`)
      .replace('<!--first-paint-->', paint)
    return reply.code(statusCode).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page)
  }

  // The static handler would answer the root directory with 403.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200))

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname, query] = splitUrl(request.url)
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return sendError(reply, 404, 'NOT_FOUND', `No API route ${request.method} ${pathname}`)
    }
    // Images, scripts and other files never fall back to the SPA: a stale asset must fail loudly, not as HTML.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isImagePath(pathname) || isAssetPath(pathname)) {
      return sendError(reply, 404, 'NOT_FOUND', `Not found: ${pathname}`)
    }
    // Legacy `*.html` pages named after a part number moved to the product page for good (SPEC.md §2).
    // Any other address has no part-number candidates, so the lookup answers null without a search.
    const legacy = app.hasDecorator('catalogSearch') ? await findLegacyProductPath(app.catalogSearch, pathname) : null
    if (legacy) return reply.redirect(legacy, 301)
    if (!isSpaRoute(pathname)) return sendShell(request, reply, 404)
    const answer = await spaPageAnswer(app, request, pathname, query)
    if (answer.status === 301 || answer.status === 302) {
      return reply.header('Cache-Control', 'no-store').redirect(answer.location, answer.status)
    }
    return sendShell(request, reply, answer.status)
  })
})

function isAssetPath(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?')
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)]
}
