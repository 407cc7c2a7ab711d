import type { Page } from '@playwright/test'

/** The screens the layout is checked on: phone, tablet upright and lying, desktop. */
export const PHONE = { width: 390, height: 844 }
export const PORTRAIT_TABLET = { width: 768, height: 1024 }
export const LANDSCAPE_TABLET = { width: 1024, height: 768 }
const DESKTOP = { width: 1440, height: 900 }
export const SCREENS = [PHONE, PORTRAIT_TABLET, LANDSCAPE_TABLET, DESKTOP]

/** What sticks out past the window's right edge (the page then scrolls sideways); empty when nothing does. */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width + 1) return []
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)} px`)
      .slice(0, 8)
  })
}
