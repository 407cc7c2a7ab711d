import { describe, expect, it } from 'vitest'
import { photoDataUrlSchema } from '../../../shared/contracts/returns'
import { PHOTO_EDGE_PX } from '../../../shared/contracts/services-constants'
import { blobToDataUrl, fitWithin, JPEG_QUALITIES } from './resize-photo'

describe('fitWithin', () => {
  it('brings a 12-megapixel landscape picture down to the longest edge, keeping its shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: PHOTO_EDGE_PX, height: 1200 })
  })

  it('fits a portrait picture by its height', () => {
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 })
  })

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it('keeps a very thin strip at least one pixel wide', () => {
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 })
  })
})

describe('blobToDataUrl', () => {
  it('gives a data URL the case contract accepts', async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' })
    const url = await blobToDataUrl(jpeg)
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true)
    expect(photoDataUrlSchema.safeParse(url).success).toBe(true)
  })
})

it('tries lower JPEG qualities only after ~0.8', () => {
  expect(JPEG_QUALITIES[0]).toBe(0.8)
  expect([...JPEG_QUALITIES].sort().reverse()).toEqual([...JPEG_QUALITIES])
})
