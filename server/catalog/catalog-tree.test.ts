import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { PART_TYPES, SUB_CATEGORIES } from './catalog-tree'

describe('the category tree and part-type vocabulary', () => {
  it('reaches five levels and keeps U23 for universal parts', () => {
    expect(Math.max(...SUB_CATEGORIES.map((c) => c.level))).toBe(5)
    expect(PART_TYPES.some((t) => t.topId === 'U23')).toBe(true)
  })

  it('names every category and part type in all eight languages, with unique keys and ids', () => {
    for (const item of [...SUB_CATEGORIES, ...PART_TYPES]) {
      for (const lang of LANGUAGES) expect(item.names[lang].trim(), `${lang} ${JSON.stringify(item.names)}`).not.toBe('')
    }
    expect(new Set(PART_TYPES.map((t) => t.key)).size).toBe(PART_TYPES.length)
    expect(new Set(SUB_CATEGORIES.map((c) => c.id)).size).toBe(SUB_CATEGORIES.length)
  })

  it('uses the trade words the shop is searched by', () => {
    const english = PART_TYPES.map((t) => t.names.en)
    expect(english).toEqual(expect.arrayContaining(['Brake disc', 'Air dryer cartridge', 'Injector', 'Clutch servo']))
  })
})
