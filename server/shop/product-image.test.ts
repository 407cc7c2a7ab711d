import { describe, expect, it } from 'vitest'
import { importedImageFile, productImageSrc } from './product-image'

describe('productImageSrc', () => {
  it('keeps the part type’s pictogram when the part has no imported image', () => {
    expect(productImageSrc('brake-disc')).toBe('/images/brake-disc')
    expect(productImageSrc('brake-disc', null)).toBe('/images/brake-disc')
  })

  it('serves an imported file name, or a URL’s last segment, from the imported-image route', () => {
    expect(productImageSrc('brake-disc', '4711_front.jpg')).toBe('/images/imported/4711_front.jpg')
    expect(productImageSrc('brake-disc', 'https://cdn.example.com/img/4711.png?v=3')).toBe('/images/imported/4711.png')
    expect(productImageSrc('brake-disc', 'bilder\\4711.JPG')).toBe('/images/imported/4711.JPG')
  })

  it('keeps the pictogram for a name the route could not serve safely', () => {
    for (const image of ['', '   ', '..', 'https://cdn.example.com/', 'a b.jpg', '%E0%A4%A.jpg', `${'x'.repeat(130)}.jpg`]) {
      expect(importedImageFile(image), image).toBeNull()
      expect(productImageSrc('brake-disc', image)).toBe('/images/brake-disc')
    }
  })
})
