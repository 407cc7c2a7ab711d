import { type APIRequest, expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logInFromLoginPage, WERKSTATT } from './account-helpers'
import { cartParts, cartQuote, emptyCart } from './cart-helpers'

/** Error reports the page sends (SPEC.md §8) and uncaught errors, to assert a flow leaves none behind. */
function watchErrors(page: Page): string[] {
  const seen: string[] = []
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    if (request.url().includes('/api/error-log')) seen.push(`error-log: ${request.postData() ?? ''}`)
  })
  return seen
}

/** Ends the session on the server while the browser keeps its cookie (support revokes it). */
async function revokeSession(page: Page, baseURL: string | undefined, playwright: { request: APIRequest }) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'session')?.value
  expect(token).toBeTruthy()
  const api = await playwright.request.newContext({ baseURL })
  expect((await api.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204)
  await api.dispose()
}

test('a session the server ended: the next search logs out with userWasLoggedOut, without "Invariant failed"', async ({
  page,
  baseURL,
  playwright,
}) => {
  const errors = watchErrors(page)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await page.goto('/infocenter/orderhistory')
  await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Orders') })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await revokeSession(page, baseURL, playwright)

  const searched = page.waitForResponse((response) => response.url().includes('/api/search/partSearch'))
  await page.getByRole('searchbox', { name: tr('de', 'Search parts') }).fill('filter')
  expect((await searched).status()).toBe(401)
  await expect(page.getByRole('alert').filter({ hasText: tr('de', 'userWasLoggedOut') })).toBeVisible()
  await expect(page.getByRole('link', { name: tr('de', 'Log in') })).toBeVisible()
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/infocenter/)
  await page.waitForLoadState('networkidle')
  expect(errors.filter((error) => /Invariant failed/.test(error))).toEqual([])
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
})

test('a session ended while on search results: the next results page logs out without any error report', async ({
  page,
  baseURL,
  playwright,
}) => {
  const errors = watchErrors(page)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await page.goto('/search/results?term=filter')
  await page.waitForLoadState('networkidle')
  await revokeSession(page, baseURL, playwright)
  // A step inside the app: its loader's answer is 401, the session's queries are forgotten meanwhile.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/search/results?term=brake')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('link', { name: tr('de', 'Log in') })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: tr('de', 'Something went wrong') })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('logging out on an information-centre page goes home without "not available for your account"', async ({ page }) => {
  const errors = watchErrors(page)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await page.goto('/infocenter/salesinvoice')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A slow logout call made the notice show for as long as it took.
  await page.route('**/api/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const notice = tr('de', 'This area is not available for your account. Your contact person can open it for you.')
  await page.evaluate((text) => {
    const seen = { notice: false }
    ;(window as unknown as { __notice: typeof seen }).__notice = seen
    new MutationObserver(() => {
      if (document.body.textContent?.includes(text)) seen.notice = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, notice)
  await page.getByRole('button', { name: WERKSTATT.name }).click()
  await page.getByRole('button', { name: tr('de', 'Log out') }).click()
  await expect(page).toHaveURL(/:\d+\/?$/)
  await expect(page.getByRole('link', { name: tr('de', 'Log in') })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __notice: { notice: boolean } }).__notice.notice)).toBe(false)
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
})

test('a logged-in user opening /login goes back to the page they came from', async ({ page }) => {
  await logInFromLoginPage(page, 'en', WERKSTATT)
  await page.goto('/en')
  // A client-side step from home to the country page: the login must not send them one page further back (home).
  await page
    .getByRole('link', { name: /^Country: / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/geoselection$/)
  // The country page is on screen (its route change is recorded once it has loaded), as a person would see it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/en/login')
  await expect(page).toHaveURL(/\/en\/geoselection$/)
})

test('a logged-in German customer sees Germany and its sales entity on a Russian page, not Russia', async ({ page }) => {
  await logInFromLoginPage(page, 'ru', WERKSTATT)
  await page.goto('/ru')
  const germany = (await (await page.request.get('/api/country?languageID=ru&countryID=DE')).json()) as {
    countryName: string
    entity: { companyName: string }
  }
  const russia = (await (await page.request.get('/api/country?languageID=ru&countryID=RU')).json()) as { countryName: string }
  const country = page.locator('header a[href$="/geoselection"]').first()
  await expect(country).toContainText(germany.countryName)
  await expect(country).not.toContainText(russia.countryName)
  await expect(page.locator('#footer-company')).toHaveText(germany.entity.companyName)
})

test('the availability check splits a line that ships in part and adds what the buyer chooses', async ({ page }) => {
  const [part] = cartParts('inStock', 1, 90)
  if (!part) throw new Error('the e2e catalogue has no part in stock')
  const asked = part.stock + 474
  await logInFromLoginPage(page, 'en', WERKSTATT)
  await emptyCart(page)
  await page.goto('/en/infocenter/availability')
  await page
    .getByLabel(tr('en', 'Article or OE numbers, one a line, each with its quantity (up to 200)'))
    .fill(`${part.sku}\t${asked}`)
  await page.getByRole('button', { name: trExactly('en', 'Check availability') }).click()
  const line = page.getByTestId('availability-line')
  await expect(line).toContainText(`${part.stock} ship now (delivery the next working day), 474 later (in about 10 working days)`)
  await expect(line).not.toContainText(tr('en', 'Delivery the next working day'))
  // By default only what ships now goes into the cart.
  const add = page.getByRole('button', { name: tr('en', 'Add the {0} available lines to the cart', { 0: 1 }) })
  await add.click()
  await expect(page.getByText(tr('en', 'The available lines are in the cart.'))).toBeVisible()
  expect((await cartQuote(page)).items.map((item: { qty: number }) => item.qty)).toEqual([part.stock])
  // All of it, when the buyer chooses so: the rest then waits as the second order.
  await emptyCart(page)
  await line.getByRole('radio', { name: `All ${asked}: 474 follow as a backorder (a second order)` }).check()
  await add.click()
  await expect.poll(async () => (await cartQuote(page)).items.map((item: { qty: number }) => item.qty)).toEqual([asked])
  await emptyCart(page)
})
