/** Catalogue constants the SPA needs without pulling zod into its bundle (catalog.ts re-exports them). */

/** SPEC.md §9 and §7: image widths the resizing service serves, and its formats (webp is the default). */
export const IMAGE_WIDTHS = [75, 256, 512, 1024, 1920] as const
export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const

/** SPEC.md §9: a VIN has 17 characters. */
export const VIN_LENGTH = 17
