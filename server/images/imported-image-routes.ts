import fs from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { z } from 'zod'
import { errorBodySchema } from '../../src/shared/contracts/content'
import { sendError } from '../http/send-error'
import { importedImageFile } from '../shop/product-image'
import { CONTENT_TYPES, encodeCached, type ImageFormat, imageSizeOf } from './encode-cached'

/** Where a wholesaler's pictures lie: the import's image references name files in this folder. */
export const partImagesDir = (dataDir: string) => path.join(dataDir, 'part-images')

/**
 * `/images/imported/{file}/{width}.{format}`: a wholesaler's own picture (parts.image) from
 * DATA_DIR/part-images, fitted into the shop's 4:3 frame on white at one of SPEC.md §7's widths and
 * cached on disk. The shop never loads a picture from another host, so a URL in the catalogue only
 * names the file. A week's cache, not a year's: a new delivery may replace a picture under its name.
 */
export const importedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const sourceDir = partImagesDir(app.config.dataDir)
  const cacheDir = path.join(app.config.dataDir, 'image-cache', 'imported')
  fs.mkdirSync(cacheDir, { recursive: true })

  const render = (source: string, cached: string, width: number, format: ImageFormat) =>
    encodeCached(cached, format, () =>
      sharp(source)
        .resize(width, Math.round((width * 3) / 4), { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' }),
    )

  app.get(
    '/images/imported/:name/:file',
    {
      config: { cache: 'public-1week' },
      schema: {
        summary: "A wholesaler's part picture at a width of 75, 256, 512, 1024 or 1920 px as webp, png or jpeg",
        params: z.object({ name: z.string().max(120), file: z.string().max(20) }),
        response: { 200: z.any(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { name, file } = request.params
      const size = imageSizeOf(file)
      const source = importedImageFile(name) === name ? path.join(sourceDir, name) : null
      const stat = source ? await fs.promises.stat(source).catch(() => null) : null
      if (!source || !stat?.isFile() || !size) return sendError(reply, 404, 'IMAGE_NOT_FOUND', `No image ${request.url}.`)
      const { width, format } = size
      // The source's change time in the name: a replaced picture is rendered anew, never served stale from disk.
      const cached = path.join(cacheDir, `${name}-${Math.trunc(stat.mtimeMs)}-${width}.${format}`)
      const buffer = await render(source, cached, width, format).catch(() => null)
      if (!buffer) return sendError(reply, 404, 'IMAGE_NOT_FOUND', `The picture ${name} cannot be read as an image.`)
      return reply.type(CONTENT_TYPES[format]).send(buffer)
    },
  )
}
