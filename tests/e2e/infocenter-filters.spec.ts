import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logIn, prefix, WERKSTATT } from './account-helpers'

for (const lang of ['de', 'en']) {
  test(`order filters, sort and page live in the URL: they survive a reload and the back button (${lang})`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/login`)
    await logIn(page, lang, WERKSTATT)
    await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
    await page.goto(`${prefix(lang)}/infocenter/orderhistory`)
    await expect(page.getByRole('heading', { level: 1, name: trExactly(lang, 'Orders') })).toBeVisible()
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows.nth(1)).toBeVisible()

    const status = page.getByLabel(trExactly(lang, 'Status'))
    await status.selectOption('completed')
    await expect(page).toHaveURL(/status=completed/)
    await page.getByLabel(trExactly(lang, 'From')).fill('2020-01-01')
    await expect(page).toHaveURL(/from=2020-01-01/)
    const amount = page.getByRole('columnheader', { name: new RegExp(tr(lang, 'Amount')) })
    await amount.getByRole('button').click()
    await expect(amount).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/sort=-total/)
    await page
      .getByRole('navigation', { name: trExactly(lang, 'Pages') })
      .getByRole('button', { name: trExactly(lang, 'Next') })
      .click()
    await expect(page).toHaveURL(/page=2/)
    // Every row on the page has the chosen status.
    await expect(page.locator('tbody td .status').first()).toHaveText(tr(lang, 'Completed'))

    await page.reload()
    await expect(page.getByLabel(trExactly(lang, 'Status'))).toHaveValue('completed')
    await expect(page.getByLabel(trExactly(lang, 'From'))).toHaveValue('2020-01-01')
    await expect(page.getByRole('columnheader', { name: new RegExp(tr(lang, 'Amount')) })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(
      page.getByText(new RegExp(tr(lang, 'Page {page} of {pages}').replace('{page}', '2').replace('{pages}', '\\d+'))),
    ).toBeVisible()

    // Back: page 1 of the same filters, then unsorted by amount, then without the date.
    await page.goBack()
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page).toHaveURL(/sort=-total/)
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(page.getByRole('columnheader', { name: new RegExp(tr(lang, 'Amount')) })).toHaveAttribute('aria-sort', 'none')
    await expect(page.getByLabel(trExactly(lang, 'From'))).toHaveValue('2020-01-01')
    await page.goBack()
    await expect(page.getByLabel(trExactly(lang, 'From'))).toHaveValue('')
    await expect(page.getByLabel(trExactly(lang, 'Status'))).toHaveValue('completed')

    await page
      .getByRole('button', { name: trExactly(lang, 'Clear filters') })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter/orderhistory$`))
  })
}
