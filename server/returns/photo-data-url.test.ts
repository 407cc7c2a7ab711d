import { describe, expect, it } from 'vitest'
import { PHOTO_BYTES_MAX } from '../../src/shared/contracts/services-constants'
import { decodePhoto } from './photo-data-url'

const url = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 1)])
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(32, 2)])

describe('decodePhoto', () => {
  it('takes a WebP or JPEG whose bytes are what its type says, up to PHOTO_BYTES_MAX', () => {
    expect(decodePhoto(url('image/webp', webp))).toEqual({ mime: 'image/webp', bytes: webp })
    const largest = Buffer.concat([jpeg, Buffer.alloc(PHOTO_BYTES_MAX - jpeg.length)])
    expect(decodePhoto(url('image/jpeg', largest))?.bytes.length).toBe(PHOTO_BYTES_MAX)
  })

  it('refuses a type its bytes do not match, a byte too many, and anything that is no image data URL', () => {
    expect(decodePhoto(url('image/jpeg', webp))).toBeNull()
    expect(decodePhoto(url('image/png', jpeg))).toBeNull()
    expect(decodePhoto(url('image/jpeg', Buffer.concat([jpeg, Buffer.alloc(PHOTO_BYTES_MAX)])))).toBeNull()
    expect(decodePhoto(url('image/svg+xml', Buffer.from('<svg/>')))).toBeNull()
    expect(decodePhoto('https://example.com/photo.jpg')).toBeNull()
    expect(decodePhoto('data:image/jpeg;base64,')).toBeNull()
  })
})
