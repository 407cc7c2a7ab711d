import { expect, type Page } from '@playwright/test'
import { blockingAxeFindings } from './axe-helpers'

/** The screens the layout is checked on: phone, tablet upright and lying, desktop. */
export const PHONE = { width: 390, height: 844 }
export const PORTRAIT_TABLET = { width: 768, height: 1024 }
export const LANDSCAPE_TABLET = { width: 1024, height: 768 }
export const DESKTOP = { width: 1440, height: 900 }
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

/** No sideways scrolling on any of the screens, and no serious or critical axe findings (ends on the last screen). */
export async function expectUsable(page: Page) {
  for (const screen of SCREENS) {
    await page.setViewportSize(screen)
    expect(await sidewaysOverflow(page), `${page.url()} at ${screen.width} px`).toEqual([])
  }
  expect(await blockingAxeFindings(page), page.url()).toEqual([])
}
