/** Money as the open cores account sends it (`{ value, currency: 'EUR' }`) in the shape `<Price>` shows. */
export const corePrice = (money: { value: number; currency: string } | null) =>
  money && { value: money.value, currency: { code: money.currency } }
