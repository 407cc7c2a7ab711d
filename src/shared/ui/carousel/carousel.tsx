import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from 'react'
import { useAutoplay, usePrefersReducedMotion, useSlidesPerView } from './use-carousel-timing'
import './carousel.css'

type Props = {
  /** The carousel's accessible name, e.g. "Promotions". */
  label: string
  slides: Array<{ key: string; content: ReactNode }>
  /** The narrowest a slide may get, in px; decides how many show side by side. */
  slideWidth?: number
  maxPerView?: number
}

/**
 * The WAI-ARIA carousel pattern (basic, with a rotation control): the rotation button comes first,
 * autoplay every 3 s pauses while the pointer is over it or the focus is inside it and never starts
 * for users who prefer reduced motion; previous/next buttons and the arrow keys turn it by hand;
 * the slide area is announced politely only when not rotating by itself.
 */
export function Carousel({ label, slides, slideWidth = 220, maxPerView = 4 }: Props) {
  const { t } = useLingui()
  const viewport = useRef<HTMLDivElement>(null)
  const perView = useSlidesPerView(viewport, slideWidth, maxPerView)
  const reducedMotion = usePrefersReducedMotion()
  const [first, setFirst] = useState(0)
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = slides.length
  const turnable = count > perView
  const rotating = turnable && !reducedMotion && !stopped
  const advance = useCallback(() => setFirst((index) => (index + 1) % Math.max(count, 1)), [count])
  useAutoplay(rotating && !hovered && !focused, advance)
  const back = () => setFirst((index) => (index - 1 + count) % count)

  const visible = new Set(Array.from({ length: Math.min(perView, count) }, (_, offset) => (first + offset) % count))
  const order = Array.from({ length: count }, (_, offset) => (first + offset) % count)

  const onKeyDown = (event: KeyboardEvent) => {
    if (!turnable) return
    if (event.key === 'ArrowRight') advance()
    else if (event.key === 'ArrowLeft') back()
    else return
    event.preventDefault()
  }

  return (
    <section
      className="carousel"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      {turnable && (
        <div className="carousel__controls">
          {!reducedMotion && (
            <button type="button" className="button" onClick={() => setStopped((value) => !value)}>
              {stopped ? t`Start automatic slide show` : t`Stop automatic slide show`}
            </button>
          )}
          <button type="button" className="button" onClick={back} aria-label={t`Previous slide`}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="button" onClick={advance} aria-label={t`Next slide`}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div ref={viewport} className="carousel__slides" aria-live={rotating && !hovered && !focused ? 'off' : 'polite'}>
        {order.map((index) => {
          const slide = slides[index]
          if (!slide) return null
          const position = index + 1
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              className="carousel__slide"
              style={{ flexBasis: `calc((100% - ${(perView - 1) * 12}px) / ${perView})` }}
              hidden={!visible.has(index)}
            >
              {slide.content}
            </div>
          )
        })}
      </div>
    </section>
  )
}
