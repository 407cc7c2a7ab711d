/**
 * The simulator's magic values (docs/payments.md, ## PAYONE). A card number typed into the hosted
 * fields becomes its pseudocardpan; the pseudocardpan, or the holder's last name, decides the
 * preauthorization's answer. Any other valid card number is an ordinary card that is approved.
 */
export const PAYONE_TEST_CARDS = {
  approved: { cardpan: '4111111111111111', pseudocardpan: '9410010000000000001', cardtype: 'V' },
  threeDSecure: { cardpan: '4012001037141112', pseudocardpan: '9410010000000000002', cardtype: 'V' },
  declined: { cardpan: '5500000000000004', pseudocardpan: '9410010000000000003', cardtype: 'M' },
  timeout: { cardpan: '4000000000000002', pseudocardpan: '9410010000000000004', cardtype: 'V' },
} as const

/** The same outcomes by the card holder's last name (case does not matter), for any card. */
export const PAYONE_TEST_LAST_NAMES = { threeDSecure: 'Secure', declined: 'Declined', timeout: 'Timeout' } as const

/** PAYONE's "Authorization declined" (docs.payone.com, "Error messages"). */
export const PAYONE_DECLINE_ANSWER = {
  status: 'ERROR',
  errorcode: '2',
  errormessage: 'Authorization declined',
  customermessage: 'The card was declined. Please use another card or another means of payment.',
} as const

export type SimOutcome = 'approved' | 'threeDSecure' | 'declined' | 'timeout'

export function outcomeOf(pseudocardpan: string, lastname: string): SimOutcome {
  for (const outcome of ['threeDSecure', 'declined', 'timeout'] as const) {
    if (PAYONE_TEST_CARDS[outcome].pseudocardpan === pseudocardpan) return outcome
    if (PAYONE_TEST_LAST_NAMES[outcome].toLowerCase() === lastname.trim().toLowerCase()) return outcome
  }
  return 'approved'
}
