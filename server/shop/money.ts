/** Rounds an amount to the cent, the way every price, line total and VAT amount of the shop is rounded. */
export const round2 = (value: number) => Math.round(value * 100) / 100
