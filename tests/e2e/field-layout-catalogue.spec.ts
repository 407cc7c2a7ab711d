import { expect, test } from '@playwright/test'
import type { CategoryNode } from '../../src/shared/contracts/catalog'
import { RESULTS_PAGE_SIZE } from '../../src/shared/contracts/catalog-constants'
import { tr, trExactly } from '../fixtures/catalog'
import { backorderedPartWithVehicles } from '../fixtures/catalog-data'
import { logIn, prefix, WERKSTATT } from './account-helpers'

function deepestPath(nodes: CategoryNode[]): CategoryNode[] {
  let best: CategoryNode[] = []
  for (const node of nodes) {
    const below = [node, ...deepestPath(node.children)]
    if (below.length > best.length) best = below
  }
  return best
}

for (const lang of ['de', 'en', 'ru']) {
  test(`${lang}: /categories shows all five levels as a tree that folds with the keyboard`, async ({ page }) => {
    const { categories } = await (await page.request.get(`/api/categories?languageID=${lang}`)).json()
    const chain = deepestPath(categories)
    expect(chain).toHaveLength(5)
    await page.goto(`${prefix(lang)}/categories`)
    for (const node of chain) await expect(page.getByRole('link', { name: node.name, exact: true }).first()).toBeVisible()

    const [top, , , , deepest] = chain as [CategoryNode, CategoryNode, CategoryNode, CategoryNode, CategoryNode]
    const toggle = page.getByRole('button', { name: tr(lang, 'Subgroups of {0}', { 0: top.name }), exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: deepest.name, exact: true })).toBeHidden()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: deepest.name, exact: true })).toBeVisible()

    await page.getByRole('button', { name: trExactly(lang, 'Collapse all') }).click()
    await expect(page.getByRole('link', { name: chain[1]?.name ?? '', exact: true })).toBeHidden()
    await expect(page.getByRole('link', { name: top.name, exact: true })).toBeVisible()
    await page.getByRole('button', { name: trExactly(lang, 'Expand all') }).click()
    await expect(page.getByRole('link', { name: deepest.name, exact: true })).toBeVisible()
  })

  test(`${lang}: a product page translates vehicle types, says "on backorder", shows the path once and invites a visitor to log in for prices`, async ({
    page,
  }) => {
    const part = backorderedPartWithVehicles()
    await page.goto(`${prefix(lang)}/products/${part.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const facts = page.locator('dl.facts')
    await expect(facts.getByText(trExactly(lang, 'On backorder'))).toBeVisible()
    await expect(facts.getByText(tr(lang, 'In stock'))).toHaveCount(0)

    const vehicles = page.getByRole('region', { name: tr(lang, 'Fits these vehicles') }).getByRole('listitem')
    const names: Record<string, string> = { truck: 'Truck', trailer: 'Trailer', bus: 'Bus', van: 'Van' }
    for (const type of part.types) await expect(vehicles.filter({ hasText: tr(lang, names[type] ?? type) }).first()).toBeVisible()
    expect(await vehicles.allInnerTexts()).not.toContainEqual(expect.stringMatching(/\b(truck|trailer|bus|van)\b/))

    // The path is the breadcrumb; nothing else on the page repeats it.
    const crumbs = await page
      .getByRole('navigation', { name: tr(lang, 'Breadcrumb') })
      .getByRole('link')
      .allInnerTexts()
    expect(crumbs.length).toBeGreaterThan(1)
    await expect(page.locator('main')).not.toContainText(crumbs.join(' › '))

    const hint = page.getByRole('link', { name: trExactly(lang, 'Log in to see prices') })
    await expect(hint).toBeVisible()
    await hint.click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login$`))
    await logIn(page, lang, WERKSTATT)
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/products/${part.slug}$`))
    await expect(page.locator('.price--large')).toBeVisible()
    await expect(page.getByRole('link', { name: trExactly(lang, 'Log in to see prices') })).toHaveCount(0)
  })
}

test('a visitor sees the login hint on every result card instead of a price', async ({ page }) => {
  await page.goto('/en/search/results?categories=C20')
  // A whole page of results (the landing page adds its cards a few a task: landing-render.ts).
  await expect(page.locator('.product-card')).toHaveCount(RESULTS_PAGE_SIZE)
  await expect(page.getByRole('link', { name: trExactly('en', 'Log in to see prices') })).toHaveCount(RESULTS_PAGE_SIZE)
})
