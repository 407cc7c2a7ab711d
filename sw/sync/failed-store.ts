import type { FailedChange } from '../../src/shared/contracts/sync'
import type { KeyValue } from './key-value'

const KEY = 'failed-changes'

/** Changes the server refused: kept until the user discards or retries them, never dropped silently. */
export type FailedStore = ReturnType<typeof createFailedStore>

/** Over the 'parts-shop-sync' database's 'failed' store in the worker (register-sync.ts). */
export function createFailedStore(kv: KeyValue) {
  async function listFailed(): Promise<FailedChange[]> {
    return (await kv.get<FailedChange[]>(KEY)) ?? []
  }
  return {
    listFailed,
    /** Adds or replaces (by key): a refusal recorded twice after a worker restart still shows once. */
    async addFailed(change: FailedChange) {
      const others = (await listFailed()).filter((failed) => failed.idempotencyKey !== change.idempotencyKey)
      await kv.set(KEY, [...others, change])
    },
    async removeFailed(idempotencyKey: string): Promise<FailedChange | undefined> {
      const all = await listFailed()
      const found = all.find((change) => change.idempotencyKey === idempotencyKey)
      await kv.set(
        KEY,
        all.filter((change) => change.idempotencyKey !== idempotencyKey),
      )
      return found
    },
  }
}
