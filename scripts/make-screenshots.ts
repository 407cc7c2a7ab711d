/**
 * Renders the web-manifest screenshots (committed under public/screenshots) from a running shop:
 * `tsx scripts/make-screenshots.ts http://localhost:3000`. Rerun when the home page changes a lot.
 */
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const shots = [
  { file: 'public/screenshots/home-wide.png', width: 1280, height: 800 },
  { file: 'public/screenshots/home-narrow.png', width: 412, height: 915 },
]
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
})
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } })
  await page.goto(base, { waitUntil: 'networkidle' })
  // The first visit announces offline readiness; the screenshot shows the page without it.
  await page
    .getByRole('status')
    .filter({ has: page.getByRole('button') })
    .getByRole('button')
    .click({ timeout: 3000 })
    .catch(() => {})
  await page.screenshot({ path: shot.file })
  await page.close()
}
await browser.close()
