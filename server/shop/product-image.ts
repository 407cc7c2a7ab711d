/** The file names an imported image may have on the image route: no path, nothing to escape. */
const IMPORTED_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/

/**
 * The resizing service's path of a part's image (widths and format are added by the page): the
 * imported picture (parts.image) when the part has one, else its part type's pictogram. An imported
 * value may be a file name or a URL: only its last segment names the file under DATA_DIR/part-images
 * (docs/catalogue-and-search.md "Product images"); a name the route could not serve keeps the pictogram.
 */
export function productImageSrc(typeKey: string, image: string | null = null): string {
  const file = importedImageFile(image)
  return file ? `/images/imported/${file}` : `/images/${typeKey}`
}

/** The file name an imported image value stands for, or null when there is none that is safe to serve. */
export function importedImageFile(image: string | null): string | null {
  if (!image) return null
  const withoutQuery = image.trim().split(/[?#]/)[0] ?? ''
  const last = withoutQuery.split(/[/\\]/).pop() ?? ''
  let file: string
  try {
    file = decodeURIComponent(last)
  } catch {
    return null
  }
  return IMPORTED_FILE.test(file) ? file : null
}
