import { createStore, get, set } from 'idb-keyval'
import type { FailedChange } from '../../src/shared/contracts/sync'

const store = createStore('parts-shop-sync', 'failed')
const KEY = 'failed-changes'

/** Changes the server refused: kept until the user discards or retries them, never dropped silently. */
export async function listFailed(): Promise<FailedChange[]> {
  return (await get<FailedChange[]>(KEY, store)) ?? []
}

/** Adds or replaces (by key): a refusal recorded twice after a worker restart still shows once. */
export async function addFailed(change: FailedChange) {
  const others = (await listFailed()).filter((failed) => failed.idempotencyKey !== change.idempotencyKey)
  await set(KEY, [...others, change], store)
}

export async function removeFailed(idempotencyKey: string): Promise<FailedChange | undefined> {
  const all = await listFailed()
  const found = all.find((change) => change.idempotencyKey === idempotencyKey)
  await set(
    KEY,
    all.filter((change) => change.idempotencyKey !== idempotencyKey),
    store,
  )
  return found
}
