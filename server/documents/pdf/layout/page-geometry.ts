/** A4 in PDF points, laid out after DIN 5008 form B (address window 45 mm from the top, 25 mm from the left). */
const MM = 72 / 25.4

export const mm = (millimetres: number) => millimetres * MM

export const PAGE = {
  width: mm(210),
  height: mm(297),
  left: mm(25),
  right: mm(210 - 20),
  /** Where the body ends: below it sit the page number and the footer with the seller's legal data. */
  bodyBottom: mm(297 - 30),
  /** Where the body starts on a continuation page, below the short running header. */
  continuationTop: mm(28),
} as const

export const CONTENT_WIDTH = PAGE.right - PAGE.left

export const TEXT = { body: 8.5, small: 7, heading: 16, letterhead: 13 } as const

export const COLOR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#b8b8b8', accent: '#0b4f8a' } as const
