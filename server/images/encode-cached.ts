import fs from 'node:fs'
import type sharp from 'sharp'
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../src/shared/contracts/catalog'

export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' }
/** `{width}.{format}`, the last segment of every image address: one of SPEC.md §7's widths and a format, or null. */
export function imageSizeOf(file: string): { width: number; format: ImageFormat } | null {
  const match = /^(\d+)\.([a-z]+)$/.exec(file)
  const width = Number(match?.[1])
  const format = match?.[2] as ImageFormat
  return (IMAGE_WIDTHS as readonly number[]).includes(width) && IMAGE_FORMATS.includes(format) ? { width, format } : null
}

/**
 * An image encoded once per file on disk: read back when it is there, else encoded by sharp and
 * written under a temporary name first, so a concurrent reader never sees half a file.
 */
export async function encodeCached(cached: string, format: ImageFormat, image: () => sharp.Sharp): Promise<Buffer> {
  if (fs.existsSync(cached)) return fs.promises.readFile(cached)
  const pipeline = image()
  const buffer = await (format === 'webp'
    ? pipeline.webp({ quality: 82 })
    : format === 'png'
      ? pipeline.png()
      : pipeline.jpeg({ quality: 85 })
  ).toBuffer()
  const temporary = `${cached}.${process.pid}.tmp`
  await fs.promises.writeFile(temporary, buffer)
  await fs.promises.rename(temporary, cached)
  return buffer
}
