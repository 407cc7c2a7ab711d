import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/shared/contracts/content'
import { sendError } from '../http/send-error'

/** flag-icons (MIT, maintained): one 4:3 SVG per ISO 3166-1 code, served from the installed package. */
const FLAG_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3')
const FILE = /^([a-z]{2})\.svg$/

/**
 * `/flags/{code}.svg`: a country's flag as a file, shown 30×23 px by the SPA. Static files rather than
 * JavaScript, so flags never add to a page's script; the service worker keeps those seen for offline use.
 */
export const flagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/flags/:file',
    {
      config: { cache: 'public-1week' },
      schema: {
        summary: 'A country flag (SVG, 4:3) by its lower-case two-letter code',
        params: z.object({ file: z.string().max(40) }),
        response: { 200: z.any(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const code = FILE.exec(request.params.file)?.[1]
      const svg = code ? await fs.promises.readFile(path.join(FLAG_DIR, `${code}.svg`)).catch(() => null) : null
      if (!svg) return sendError(reply, 404, 'NOT_FOUND', `No flag ${request.params.file}`)
      return reply.type('image/svg+xml').send(svg)
    },
  )
}
