import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical axe findings on the page as it is now (offline pages included), each as
 * "rule: targets"; with selectors, only inside those parts of the page.
 */
export async function blockingAxeFindings(page: Page, ...include: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
