/** The resizing service's path of a part type's image (widths and format are added by the page). */
export function productImageSrc(typeKey: string): string {
  return `/images/${typeKey}`
}
