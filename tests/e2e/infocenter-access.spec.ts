import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { EINKAUF, logIn, prefix } from './account-helpers'
import { setCustomerFeature } from './infocenter-helpers'

const EINKAUF_CUSTOMER = 'D1000002'

for (const lang of ['de', 'en']) {
  test(`a customer without the invoice feature sees no invoice pages and no tiles for them (${lang})`, async ({ page }) => {
    // No demo customer lacks `invoice`, so this test takes it away from the einkauf customer in the
    // test database (the server reads features at login and per request) and gives it back after.
    setCustomerFeature(EINKAUF_CUSTOMER, 'invoice', false)
    try {
      await page.goto(`${prefix(lang)}/login`)
      await logIn(page, lang, EINKAUF)
      await expect(page.getByRole('button', { name: EINKAUF.name })).toBeVisible()

      await page.goto(`${prefix(lang)}/infocenter`)
      const areas = page.getByRole('navigation', { name: trExactly(lang, 'Information centre areas') })
      await expect(areas.getByRole('link', { name: trExactly(lang, 'Orders') })).toBeVisible()
      await expect(areas.getByRole('link', { name: trExactly(lang, 'Invoices') })).toHaveCount(0)
      await expect(areas.getByRole('link', { name: trExactly(lang, 'Credit notes') })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: trExactly(lang, 'Latest invoices') })).toHaveCount(0)

      const notAvailable = tr(lang, 'This area is not available for your account. Your contact person can open it for you.')
      for (const path of ['salesinvoice', 'creditnotes']) {
        const answers: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/api/documents')) answers.push(request.url())
        })
        await page.goto(`${prefix(lang)}/infocenter/${path}`)
        await expect(page.getByText(notAvailable)).toBeVisible()
        await expect(page.getByRole('table')).toHaveCount(0)
        expect(answers).toEqual([])
      }
      // The server refuses the data too.
      const refused = await page.request.get('/api/documents?type=invoice')
      expect(refused.status()).toBe(403)

      // Prices are off for this customer: the order history has no amount column.
      await page.goto(`${prefix(lang)}/infocenter/orderhistory`)
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
      await expect(page.getByRole('columnheader', { name: new RegExp(tr(lang, 'Amount')) })).toHaveCount(0)
    } finally {
      setCustomerFeature(EINKAUF_CUSTOMER, 'invoice', true)
    }
  })
}
