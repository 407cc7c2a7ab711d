import { useState } from 'react'
import { IMAGE_WIDTHS } from '../contracts/catalog-constants'

const PLACEHOLDER = '/img/placeholder.svg'

type Props = {
  /** The resizing service's path without width, e.g. `/images/brake-disc`. */
  src: string
  alt: string
  /** The CSS width the image is shown at, for `sizes`. */
  displayWidth: number
  className?: string
}

/** A product image from the resizing service with a srcset; a failed load shows the placeholder (SPEC.md §8). */
export function PartImage({ src, alt, displayWidth, className }: Props) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    // The placeholder shows that the picture is missing; the alt still names the part.
    return (
      <img src={PLACEHOLDER} alt={alt} width={displayWidth} height={displayWidth} className={`${className ?? ''} placeholder`} />
    )
  }
  const fallbackWidth = IMAGE_WIDTHS.find((w) => w >= displayWidth) ?? 512
  return (
    <img
      src={`${src}/${fallbackWidth}.webp`}
      srcSet={IMAGE_WIDTHS.map((w) => `${src}/${w}.webp ${w}w`).join(', ')}
      sizes={`${displayWidth}px`}
      alt={alt}
      width={displayWidth}
      height={displayWidth}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  )
}
