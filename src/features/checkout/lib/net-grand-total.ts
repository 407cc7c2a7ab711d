import type { Quote } from '../../../shared/contracts/cart'

/**
 * The order's grand total as the server prices it: goods, core deposits and freight, net, rounded to
 * the cent. Step 5 shows it, and the amount an online payment charges is it with VAT (chargedCents).
 */
export function netGrandTotal(quote: Quote, freight: number): number {
  const net = (quote.subtotal?.value ?? 0) + (quote.depositTotal?.value ?? 0) + freight
  return Math.round(net * 100) / 100
}
