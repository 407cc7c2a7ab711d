import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { sampleVehicle } from '../fixtures/catalog-data'
import { emptyCart } from './cart-helpers'
import { fakeCameraFile, fakeCameraSequence, launchWithFakeCamera } from './fake-camera'
import { cartLines, countApplied, cutNetwork, logInAndWaitForWorker, newProfileDir, restoreNetwork } from './offline-helpers'
import { cameraMessage, closeScanner, gtinParts, partsFilm, recordAnnouncements, scanButton, scanner } from './scan-helpers'

// Each test launches its own Chromium whose camera shows a film made for it (tests/e2e/fake-camera.ts).
test.describe.configure({ timeout: 90_000 })

async function withCamera(file: string, run: (page: Page, context: BrowserContext) => Promise<void>, deny = false) {
  const context = await launchWithFakeCamera(file, { denyCamera: deny })
  try {
    await run(context.pages()[0] ?? (await context.newPage()), context)
  } finally {
    await context.close()
  }
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: tr('de', 'Search parts') })
const productUrl = (slug: string) => new RegExp(`/products/${slug.replace('.', '\\.')}$`)

test('a GTIN scanned beside the header search opens its part', async () => {
  const [part] = gtinParts(1, 5)
  if (!part) throw new Error('no demo part with a GTIN')
  await withCamera(await fakeCameraFile({ bcid: 'ean13', text: part.gtin }), async (page) => {
    await page.goto('/')
    await scanButton(page, 'headerSearch').click()
    await expect(page).toHaveURL(productUrl(part.slug))
    // Single mode: the scanner closed after the first accepted result.
    await expect(scanner(page)).toHaveCount(0)
  })
})

test('a VIN barcode (Code 39) scanned in the VIN field runs the VIN search', async () => {
  const vehicle = sampleVehicle()
  expect(vehicle.vin).toBe('ZCFHWHHYFE6100001')
  await withCamera(await fakeCameraFile({ bcid: 'code39', text: vehicle.vin }), async (page) => {
    await page.goto('/vin')
    await scanButton(page, 'vin').click()
    await expect(page).toHaveURL(new RegExp(`/vin/${vehicle.type}/${vehicle.slug}$`))
    await expect(page.locator('.product-card').first()).toBeVisible()
  })
})

/** Quick order with the scanner open in continuous mode; returns what it announced once `count` scans were taken. */
async function scanIntoQuickOrder(page: Page, count: number) {
  await page.goto('/infocenter/quickorder')
  await scanButton(page, 'quickOrder').click()
  const announced = await recordAnnouncements(page)
  await expect.poll(announced, { timeout: 45_000 }).toHaveLength(count)
  await closeScanner(page)
  await expect(scanner(page)).toHaveCount(0)
  return announced()
}

const addButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(tr('de', 'Add {0} valid lines to the cart', { 0: '\\d+' })) })

test('continuous scanning in quick order adds three different parts and counts a repeated one up', async () => {
  const [a, b, c] = gtinParts(3, 20)
  if (!a || !b || !c) throw new Error('too few demo parts with a GTIN')
  await withCamera(await fakeCameraSequence(partsFilm([a, b, c, a])), async (page) => {
    await logInAndWaitForWorker(page)
    await emptyCart(page)
    // The film loops, so four scans in a row are A, B, C, A from wherever it was when the scanner opened;
    // each announcement names the part by what was scanned (its GTIN) or its article number.
    const announced = await scanIntoQuickOrder(page, 4)
    const named = announced.map((text) => [a, b, c].find((part) => text.includes(part.gtin) || text.includes(part.sku)))
    expect(named.map((part) => part?.sku).sort()).toEqual([a.sku, a.sku, b.sku, c.sku].sort())
    // A counts up: its first scan of the session says 1, its second 2.
    const countsOfA = announced.filter((_, index) => named[index] === a).map((text) => text.split('·').pop()?.trim())
    expect(countsOfA).toEqual(['1', '2'])
    await addButton(page).click()
    await expect
      .poll(async () => (await cartLines(page)).map((line) => [line.sku, line.qty]).sort())
      .toEqual(
        [
          [a.sku, 2],
          [b.sku, 1],
          [c.sku, 1],
        ].sort(),
      )
  })
})

test('offline, continuous scanning finds the parts seen on the device, queues the add and replays it once', async () => {
  const [a, b] = gtinParts(2, 30)
  if (!a || !b) throw new Error('too few demo parts with a GTIN')
  const context = await launchWithFakeCamera(await fakeCameraSequence(partsFilm([a, b, a])), { profileDir: newProfileDir() })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await logInAndWaitForWorker(page)
    await emptyCart(page)
    // Online first: a scan in the header search (the film starts with A) opens A's page and leaves the
    // decoder kept for offline use; then B's page. Both parts are now seen on this device.
    await page.goto('/')
    await scanButton(page, 'headerSearch').click()
    await expect(page).toHaveURL(productUrl(a.slug))
    await page.goto(`/products/${b.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(1500)
    await page.goto('/infocenter/quickorder')
    await cutNetwork(context)
    // Any three scans in a row of the looping film A, B, A: A twice, B once.
    await scanIntoQuickOrder(page, 3)
    await addButton(page).click()
    await expect(page.getByText(tr('de', 'The lines will be added when you are online again.'))).toBeVisible()
    // Counted from here, on the page that stays: the queued add is replayed once the network is back.
    const applied = await countApplied(page)

    await restoreNetwork(context)
    await expect
      .poll(async () => (await cartLines(page)).map((line) => `${line.sku}×${line.qty}`).sort(), { timeout: 20_000 })
      .toEqual([`${a.sku}×2`, `${b.sku}×1`].sort())
    // Replayed once: one queued change applied, and the cart did not grow after it.
    await page.waitForTimeout(1000)
    expect(await applied()).toHaveLength(1)
    expect((await cartLines(page)).map((line) => line.qty).sort()).toEqual([1, 2])
  } finally {
    await context.close()
  }
})

test('with the camera denied, the scanner says so and the search field stays usable', async () => {
  const [part] = gtinParts(1, 40)
  if (!part) throw new Error('no demo part with a GTIN')
  const film = await fakeCameraFile({ bcid: 'ean13', text: part.gtin })
  await withCamera(
    film,
    async (page) => {
      await page.goto('/')
      await scanButton(page, 'headerSearch').click()
      // The message, in the user's language, with the way to allow the camera.
      await expect(cameraMessage(page)).not.toBeEmpty()
      await closeScanner(page)
      await searchField(page).fill(part.sku)
      await searchField(page).press('Enter')
      await expect(page).toHaveURL(productUrl(part.slug))
    },
    true,
  )
})
