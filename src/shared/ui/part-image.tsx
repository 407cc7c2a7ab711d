import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { partImageSources } from '../contracts/catalog-constants'

const PLACEHOLDER = '/img/placeholder.svg'

type Props = {
  /** The resizing service's path without width, e.g. `/images/brake-disc`. */
  src: string
  alt: string
  /** The CSS width the image is shown at, for `sizes`. */
  displayWidth: number
  className?: string
  /** The page's main image (its largest paint): loaded at once and first, not when scrolled near. */
  priority?: boolean
}

/** A product image from the resizing service with a srcset; a failed load shows the placeholder (SPEC.md §8). */
export function PartImage({ src, alt, displayWidth, className, priority = false }: Props) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  if (failed) {
    // SPEC.md §8: the placeholder and its alt. The part's name would claim a picture of it that is not
    // there; the name stands beside the image anyway.
    return (
      <img
        src={PLACEHOLDER}
        alt={t`No illustration available`}
        width={displayWidth}
        height={displayWidth}
        className={`${className ?? ''} placeholder`}
      />
    )
  }
  const sources = partImageSources(src, displayWidth)
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={displayWidth}
      height={displayWidth}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  )
}
