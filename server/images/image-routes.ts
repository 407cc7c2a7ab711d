import fs from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { z } from 'zod'
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../src/shared/contracts/catalog'
import { errorBodySchema } from '../../src/shared/contracts/content'
import { sendError } from '../http/send-error'
import { CONTENT_TYPES, encodeCached, type ImageFormat, imageSizeOf } from './encode-cached'
import { pictogramSvg } from './pictograms'

/**
 * `/images/{name}/{width}.{format}`: a part type's pictogram rendered at one of the widths of
 * SPEC.md §7 (4:3) by sharp, cached on disk under DATA_DIR/image-cache and sent with a year-long
 * immutable cache header. Anything else answers 404 JSON, never the SPA.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheDir = path.join(app.config.dataDir, 'image-cache')
  fs.mkdirSync(cacheDir, { recursive: true })
  const rendering = new Map<string, Promise<Buffer>>()

  const render = (name: string, svg: string, width: number, format: ImageFormat) =>
    encodeCached(path.join(cacheDir, `${name}-${width}.${format}`), format, () =>
      sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((width / 256) * 72)) })
        .flatten({ background: '#ffffff' })
        .resize(width, Math.round((width * 3) / 4)),
    )

  app.get(
    '/images/:name/:file',
    {
      config: { cache: 'immutable' },
      schema: {
        summary: 'A part pictogram at a width of 75, 256, 512, 1024 or 1920 px as webp (default), png or jpeg',
        params: z.object({ name: z.string().max(60), file: z.string().max(20) }),
        response: { 200: z.any(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { name, file } = request.params
      const size = imageSizeOf(file)
      const svg = pictogramSvg(name)
      if (!svg || !size) {
        return sendError(
          reply,
          404,
          'IMAGE_NOT_FOUND',
          `No image ${request.url}; widths: ${IMAGE_WIDTHS.join(', ')}; formats: ${IMAGE_FORMATS.join(', ')}.`,
        )
      }
      const { width, format } = size
      const key = `${name}-${width}.${format}`
      let pending = rendering.get(key)
      if (!pending) {
        pending = render(name, svg, width, format).finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      const buffer = await pending
      return reply.type(CONTENT_TYPES[format]).send(buffer)
    },
  )
}
