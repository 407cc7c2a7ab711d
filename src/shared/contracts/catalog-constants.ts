/** Catalogue constants the SPA needs without pulling zod into its bundle (catalog.ts re-exports them). */

/** SPEC.md §9 and §7: image widths the resizing service serves, and its formats (webp is the default). */
export const IMAGE_WIDTHS = [75, 256, 512, 1024, 1920] as const
export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const

/**
 * The `src`, `srcset` and `sizes` of a part image shown `displayWidth` CSS pixels wide: the page's
 * `<img>` and the server's preload hint of the product page's image (issue 17) must name the same files.
 */
export function partImageSources(src: string, displayWidth: number) {
  const fallbackWidth = IMAGE_WIDTHS.find((w) => w >= displayWidth) ?? 512
  return {
    src: `${src}/${fallbackWidth}.webp`,
    srcSet: IMAGE_WIDTHS.map((w) => `${src}/${w}.webp ${w}w`).join(', '),
    sizes: `${displayWidth}px`,
  }
}

/** How wide the product page shows its image; the server preloads it at this size. */
export const PRODUCT_IMAGE_WIDTH = 320

/** SPEC.md §9: a VIN has 17 characters. */
export const VIN_LENGTH = 17

/** Parts per page of the search results page. */
export const RESULTS_PAGE_SIZE = 24
