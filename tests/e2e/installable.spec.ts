import { expect, test } from '@playwright/test'
import sharp from 'sharp'

type Icon = { src: string; sizes: string; type: string; purpose?: string }

test('the web manifest meets the installability criteria, field by field', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await request.get(href as string)
  expect(response.ok()).toBe(true)
  const manifest = await response.json()

  expect(manifest.name).toMatch(/\S/)
  expect(manifest.short_name).toMatch(/\S/)
  expect(manifest.short_name.length).toBeLessThanOrEqual(15)
  expect(manifest.start_url).toBe('/')
  expect(manifest.scope).toBe('/')
  expect(manifest.id).toBe('/')
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display)
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

  // Icons: 192 and 512 for any purpose, a maskable one, each served as the PNG it claims to be.
  const icons: Icon[] = manifest.icons
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes(purpose))
    expect(icon, `${size} ${purpose}`).toBeDefined()
    const file = await request.get((icon as Icon).src)
    expect(file.headers()['content-type']).toBe('image/png')
    const meta = await sharp(await file.body()).metadata()
    expect([meta.width, meta.height]).toEqual([size, size])
  }

  // Screenshots for the richer install dialog: one wide, one narrow, sizes as declared.
  for (const factor of ['wide', 'narrow']) {
    const shot = manifest.screenshots.find((s: { form_factor: string }) => s.form_factor === factor)
    expect(shot, factor).toBeDefined()
    const meta = await sharp(await (await request.get(shot.src)).body()).metadata()
    expect(`${meta.width}x${meta.height}`).toBe(shot.sizes)
  }

  // A service worker with a fetch handler controls the page.
  const controlled = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active) && registration.scope === `${location.origin}/`
  })
  expect(controlled).toBe(true)
})
