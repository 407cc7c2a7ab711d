/** One preauthorization as the simulator keeps it, with its follow-ups (capture or release) by sequencenumber. */
export type SimTransaction = {
  txid: string
  userid: string
  reference: string
  amount: number
  currency: string
  state: 'redirect' | 'authorized' | 'failed' | 'captured' | 'voided'
  captures: number
  capturedAmount: number
  portal: { mode: string; portalid: string; aid: string }
  urls: { successurl: string; errorurl: string; backurl: string }
  pseudocardpan: string
  followUps: Map<string, { amount: number; answer: Record<string, string> }>
  lastStatus: Record<string, string> | null
  statusesSent: number
}

/** What the card check learnt of a card, so the TransactionStatus can carry it like PAYONE's. */
export type SimCard = { cardtype: string; truncatedcardpan: string; cardexpiredate: string }

export type SimStore = ReturnType<typeof createSimStore>

export function createSimStore() {
  const transactions = new Map<string, SimTransaction>()
  const cards = new Map<string, SimCard>()
  let lastTxid = 400_000_000
  return {
    transactions,
    cards,
    nextTxid: () => String(++lastTxid),
    summary: () =>
      Object.fromEntries(
        [...transactions.values()].map((t) => [
          t.txid,
          {
            txid: t.txid,
            reference: t.reference,
            amount: t.amount,
            currency: t.currency,
            state: t.state,
            captures: t.captures,
            capturedAmount: t.capturedAmount,
            statusesSent: t.statusesSent,
          },
        ]),
      ),
  }
}
