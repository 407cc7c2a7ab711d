/**
 * What an online payment charges: the order's net total (goods, deposits, freight; both halves of a
 * split order) with the selling entity's VAT, in cents. Step 5 shows it and the server charges it,
 * with this one rule, so the two cannot disagree. Zod-free, so the SPA's step 5 can import it.
 */
export function chargedCents(netTotal: number, vatRatePercent: number): number {
  return Math.round(netTotal * 100 * (1 + vatRatePercent / 100))
}
