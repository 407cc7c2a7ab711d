import { expect, type Page, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { FLOTTE, logIn, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { type CartPart, cartParts, emptyCart, lineSku } from './cart-helpers'
import {
  cartLines,
  cutNetwork,
  logInAndWaitForWorker,
  newProfileDir,
  openProfile,
  restoreNetwork,
  sendChange,
  syncStatus,
  waitForServiceWorker,
} from './offline-helpers'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

/** One part added online, one offline to the cart, one offline by quick order. */
type Parts = [online: CartPart, offlineCart: CartPart, offlineQuick: CartPart]
function threeParts(offset: number): Parts {
  const [online, offlineCart, offlineQuick] = cartParts('inStock', 3, offset)
  if (!online || !offlineCart || !offlineQuick) throw new Error('the e2e catalogue has too few parts in stock')
  return [online, offlineCart, offlineQuick]
}

async function logInAs(page: Page, user: { email: string; password: string; name: string }) {
  await page.goto('/login')
  await logIn(page, 'de', user)
  await expect(page.getByRole('button', { name: user.name })).toBeVisible()
  await waitForServiceWorker(page)
}

/** Logs out through the account menu; with changes waiting, answers the keep-or-discard question. */
async function logOut(page: Page, user: { name: string }, answer?: 'Keep and log out' | 'Discard and log out') {
  await page.getByRole('button', { name: user.name }).click()
  await page.getByRole('button', { name: tr('de', 'Log out') }).click()
  if (answer) {
    const dialog = page.getByRole('dialog', { name: tr('de', 'Changes not yet sent') })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('2')
    expect(await blockingAxeFindings(page)).toEqual([])
    await dialog.getByRole('button', { name: tr('de', answer) }).click()
  }
  await expect(page.getByRole('link', { name: tr('de', 'Log in') })).toBeVisible()
}

/** Everything this origin keeps in idb-keyval's default store, as text (the query cache and the drafts). */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const all = db.transaction('keyval').objectStore('keyval').getAll()
          all.onsuccess = () => resolve(JSON.stringify(all.result))
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

/**
 * Werkstatt has a line in the cart online and looks at it (its quote is now in the persisted query
 * cache), types a quick-order draft, then offline adds a part to the cart and one by quick order.
 */
async function twoWaitingChanges(page: Page, context: Parameters<typeof cutNetwork>[0], parts: Parts) {
  const [online, offlineCart, offlineQuick] = parts
  await logInAs(page, WERKSTATT)
  await emptyCart(page)
  expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(online), qty: 1 }] })).toBe(200)
  await page.goto('/checkout/cart')
  await expect(page.getByText(online.sku).first()).toBeVisible()
  await page.goto('/infocenter/quickorder')
  await cutNetwork(context)
  await page.locator('#quick-order-text').fill(`${offlineQuick.sku} 3`)
  expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(offlineCart), qty: 1 }] })).toBe(202)
  expect(await sendChange(page, '/quickorder/add', { items: [{ sku: lineSku(offlineQuick), qty: 3 }] })).toBe(202)
  await expect.poll(async () => (await syncStatus(page)).pending.length).toBe(2)
  await expect.poll(() => storedText(page)).toContain(online.sku)
}

test('a shared tablet: the next user sees nothing of the last one, whose kept changes arrive once at their next login', async () => {
  const parts = threeParts(300)
  const [online, offlineCart, offlineQuick] = parts
  const { context, page } = await openProfile(newProfileDir())
  try {
    await twoWaitingChanges(page, context, parts)
    await logOut(page, WERKSTATT, 'Keep and log out')

    // Nothing of Werkstatt's stays readable on the device: no quote, no draft, no waiting change.
    await expect.poll(() => storedText(page)).not.toContain(online.sku)
    expect(await storedText(page)).not.toContain(offlineQuick.sku)
    expect((await syncStatus(page)).pending).toEqual([])

    // Flotte logs in on the same profile, online: Werkstatt's changes are neither shown nor sent.
    await restoreNetwork(context)
    await logInAs(page, FLOTTE)
    const flotteStatus = await syncStatus(page)
    expect(flotteStatus.pending).toEqual([])
    expect(flotteStatus.failed).toEqual([])
    const flotteSkus = (await cartLines(page)).map(lineSku)
    for (const part of parts) expect(flotteSkus).not.toContain(lineSku(part))
    await page.goto('/infocenter/quickorder')
    await expect(page.locator('#quick-order-text')).toHaveValue('')
    await page.goto('/changes')
    for (const part of parts) await expect(page.getByText(part.sku)).toHaveCount(0)
    await page.goto('/infocenter/mycarts')
    expect(await storedText(page)).not.toContain(online.sku)
    await logOut(page, FLOTTE)

    // Werkstatt again: the kept changes go out under Werkstatt's account, each applied once (twice
    // would double the quantities or be refused as a line already in the cart).
    await logInAs(page, WERKSTATT)
    await expect.poll(async () => (await syncStatus(page)).pending.length, { timeout: 30_000 }).toBe(0)
    const lines = await cartLines(page)
    const qty = new Map(lines.map((line) => [lineSku(line), line.qty]))
    expect(lines).toHaveLength(3)
    expect(qty.get(lineSku(online))).toBe(1)
    expect(qty.get(lineSku(offlineCart))).toBe(1)
    expect(qty.get(lineSku(offlineQuick))).toBe(3)
    expect((await syncStatus(page)).failed).toEqual([])
  } finally {
    await context.close()
  }
})

test('logging out with waiting changes can discard them: they never reach the shop', async () => {
  const parts = threeParts(310)
  const [online, offlineCart, offlineQuick] = parts
  const { context, page } = await openProfile(newProfileDir())
  try {
    await twoWaitingChanges(page, context, parts)
    await logOut(page, WERKSTATT, 'Discard and log out')
    expect((await syncStatus(page)).pending).toEqual([])

    await restoreNetwork(context)
    await logInAs(page, WERKSTATT)
    expect((await syncStatus(page)).pending).toEqual([])
    const skus = (await cartLines(page)).map(lineSku)
    expect(skus).toEqual([lineSku(online)])
    expect(skus).not.toContain(lineSku(offlineCart))
    expect(skus).not.toContain(lineSku(offlineQuick))
  } finally {
    await context.close()
  }
})

test('cancelling the question keeps the customer logged in with the changes waiting', async () => {
  const parts = threeParts(320)
  const { context, page } = await openProfile(newProfileDir())
  try {
    await twoWaitingChanges(page, context, parts)
    await page.getByRole('button', { name: WERKSTATT.name }).click()
    await page.getByRole('button', { name: tr('de', 'Log out') }).click()
    const dialog = page.getByRole('dialog', { name: tr('de', 'Changes not yet sent') })
    // The question's code loads on demand: Escape answers it once it is there.
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
    expect((await syncStatus(page)).pending).toHaveLength(2)
  } finally {
    await context.close()
  }
})

for (const { lang, width, height } of [
  { lang: 'ru', width: 390, height: 844 },
  { lang: 'de', width: 768, height: 1024 },
  { lang: 'en', width: 1440, height: 900 },
]) {
  test(`the keep-or-discard question fits and is operable at ${width}×${height} in ${lang}`, async () => {
    const [part] = threeParts(330)
    const { context, page } = await openProfile(newProfileDir())
    try {
      await page.setViewportSize({ width, height })
      await logInAndWaitForWorker(page, lang)
      await cutNetwork(context)
      expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(part), qty: 1 }] })).toBe(202)
      await expect.poll(async () => (await syncStatus(page)).pending.length).toBe(1)
      const logout = page.getByRole('button', { name: tr(lang, 'Log out') })
      if (!(await logout.first().isVisible())) await page.getByRole('button', { name: WERKSTATT.name }).first().click()
      await logout.first().click()
      const dialog = page.getByRole('dialog', { name: tr(lang, 'Changes not yet sent') })
      await expect(dialog).toBeVisible()
      const box = await dialog.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      for (const button of await dialog.getByRole('button').all()) {
        const size = await button.boundingBox()
        expect(size?.height ?? 0).toBeGreaterThanOrEqual(width >= 768 && width <= 1024 ? 44 : 24)
      }
      expect(await blockingAxeFindings(page)).toEqual([])
      // Keyboard: the first choice has focus; Tab reaches discard, Enter answers.
      await expect(dialog.getByRole('button', { name: tr(lang, 'Keep and log out') })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('button', { name: tr(lang, 'Discard and log out') })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(dialog).toHaveCount(0)
      await expect.poll(async () => (await syncStatus(page)).pending.length).toBe(0)
    } finally {
      await context.close()
    }
  })
}

test('a session that ran out while the app was closed is forgotten at the next start, before its data comes back', async () => {
  const [online] = threeParts(310)
  const { context, page } = await openProfile(newProfileDir())
  try {
    await logInAs(page, WERKSTATT)
    await emptyCart(page)
    expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(online), qty: 1 }] })).toBe(200)
    await page.goto('/checkout/cart')
    await expect(page.getByText(online.sku).first()).toBeVisible()
    await expect.poll(() => storedText(page)).toContain(online.sku)

    // The tablet lay in a drawer past the session's end: no logout ran, the saved session just expired.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('parts-shop-session') ?? '{}')
      localStorage.setItem('parts-shop-session', JSON.stringify({ ...saved, expiresAt: Date.now() - 60_000 }))
    })
    await page.goto('/')
    await expect(page.getByRole('link', { name: tr('de', 'Log in') })).toBeVisible()
    await expect.poll(() => storedText(page)).not.toContain(online.sku)
  } finally {
    await context.close()
  }
})
