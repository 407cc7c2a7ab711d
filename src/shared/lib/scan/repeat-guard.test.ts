import { describe, expect, it } from 'vitest'
import { createRepeatGuard } from './repeat-guard'

function guardAt() {
  let time = 0
  const guard = createRepeatGuard(1500, () => time)
  return {
    see(text: string, at: number) {
      time = at
      return guard.isNew(text)
    },
  }
}

describe('the repeat guard of continuous mode', () => {
  it('counts a code held under the camera once, however long it is held', () => {
    const { see } = guardAt()
    expect(see('4006381333931', 0)).toBe(true)
    for (let at = 120; at <= 6000; at += 120) expect(see('4006381333931', at)).toBe(false)
  })

  it('counts the same code again after a pause longer than the window', () => {
    const { see } = guardAt()
    expect(see('4006381333931', 0)).toBe(true)
    expect(see('4006381333931', 1400)).toBe(false)
    expect(see('4006381333931', 3000)).toBe(true)
  })

  it('counts another code at once, and the first again after it', () => {
    const { see } = guardAt()
    expect(see('A', 0)).toBe(true)
    expect(see('B', 200)).toBe(true)
    expect(see('A', 400)).toBe(true)
  })
})
