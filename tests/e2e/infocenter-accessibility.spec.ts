import { expect, test } from '@playwright/test'
import type { OrdersPage } from '../../src/shared/contracts/documents'
import { logIn, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { apiGet } from './infocenter-helpers'
import { sidewaysOverflow } from './layout-helpers'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]

// German and Russian have the longest words: both must fit a phone without sideways scrolling.
for (const lang of ['de', 'ru', 'en']) {
  test(`every information-centre page: no serious or critical axe findings, no sideways scrolling (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const prefix = lang === 'de' ? '' : `/${lang}`
    await page.goto(`${prefix}/login`)
    await logIn(page, lang, WERKSTATT)
    await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
    const orders = await apiGet<OrdersPage>(page, '/api/orders?pageSize=50')
    const order = orders.items.find((candidate) => candidate.linkedOrderNumber) ?? orders.items[0]
    if (!order) throw new Error('the demo customer has no orders')

    const pages = [
      '/infocenter',
      '/infocenter/orderhistory',
      `/infocenter/orderhistory/${order.orderNumber}`,
      '/infocenter/backorderlist',
      '/infocenter/salesinvoice',
      '/infocenter/creditnotes',
      '/infocenter/deliverynotes',
      '/infocenter/packinglist',
    ]
    for (const path of pages) {
      await page.setViewportSize(VIEWPORTS[3] ?? { width: 1280, height: 800 })
      await page.goto(`${prefix}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.spinner')).toHaveCount(0)
      if (lang !== 'ru') expect(await blockingAxeFindings(page), path).toEqual([])
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        expect(await sidewaysOverflow(page), `${path} at ${viewport.width} px`).toEqual([])
      }
    }
  })
}
