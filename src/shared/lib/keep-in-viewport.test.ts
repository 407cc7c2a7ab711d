import { describe, expect, it } from 'vitest'
import { sidewaysNudge } from './keep-in-viewport'

describe('sidewaysNudge', () => {
  it('moves a panel that runs off the left edge back in, with a margin', () => {
    // A 366 px panel right-aligned to a button whose right edge is at 250 px of a 390 px phone.
    expect(sidewaysNudge(-116, 250, 390)).toBe(124)
  })

  it('moves a panel that runs off the right edge back in', () => {
    expect(sidewaysNudge(100, 420, 390)).toBe(-38)
  })

  it('leaves a panel that fits alone, and keeps the left edge of one wider than the window', () => {
    expect(sidewaysNudge(20, 380, 390)).toBe(0)
    expect(sidewaysNudge(20, 500, 390)).toBe(-12)
  })
})
