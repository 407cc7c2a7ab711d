import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reserveBottomSpace, reservedHeight } from './bottom-overlay'

const reserved = () => document.documentElement.style.getPropertyValue('--bottom-overlay')

afterEach(() => {
  vi.restoreAllMocks()
})

describe('reserveBottomSpace', () => {
  it('reserves the highest bar’s reach while a bar is shown, and nothing once it has gone', () => {
    expect(reservedHeight([])).toBe(0)
    expect(reservedHeight([72.2, 140])).toBe(140)
    const bar = { top: window.innerHeight - 90, height: 90 } as DOMRect
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(bar)
    const { unmount } = render(<div ref={reserveBottomSpace}>bar</div>)
    expect(reserved()).toBe('90px')
    unmount()
    expect(reserved()).toBe('')
  })
})

it('reserves nothing for an empty area (the alert banner without alerts)', () => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight - 12, height: 0 } as DOMRect)
  const { unmount } = render(<section ref={reserveBottomSpace} />)
  expect(reserved()).toBe('')
  unmount()
})
