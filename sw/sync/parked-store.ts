import type { KeyValue } from './key-value'

const PARKED_KEY = 'parked-changes'
const OWNER_KEY = 'current-owner'

/** A waiting change taken out of the queue while its owner is not logged in on this device. */
export type ParkedChange = {
  owner: string
  idempotencyKey: string
  path: string
  body: unknown
  queuedAt: number
}

export type ParkedStore = ReturnType<typeof createParkedStore>

/** Over the 'parts-shop-sync-owners' database's 'parked' store in the worker (register-sync.ts). */
export function createParkedStore(kv: KeyValue) {
  async function listParked(): Promise<ParkedChange[]> {
    return (await kv.get<ParkedChange[]>(PARKED_KEY)) ?? []
  }
  return {
    /** Who is logged in as far as the queue knows; survives a worker restart. */
    async loadOwner(): Promise<string | null> {
      return (await kv.get<string | null>(OWNER_KEY)) ?? null
    },
    async saveOwner(owner: string | null) {
      await kv.set(OWNER_KEY, owner)
    },
    /** Adds changes (by key, so a park repeated after a worker restart stores each change once). */
    async park(changes: ParkedChange[]) {
      const keys = new Set(changes.map((change) => change.idempotencyKey))
      const others = (await listParked()).filter((change) => !keys.has(change.idempotencyKey))
      await kv.set(PARKED_KEY, [...others, ...changes])
    },
    /** The owner's parked changes, oldest first (they stay parked until `unpark`). */
    async parkedOf(owner: string): Promise<ParkedChange[]> {
      return (await listParked()).filter((change) => change.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt)
    },
    /** Removes changes that are back in the queue. */
    async unpark(idempotencyKeys: string[]) {
      const keys = new Set(idempotencyKeys)
      await kv.set(
        PARKED_KEY,
        (await listParked()).filter((change) => !keys.has(change.idempotencyKey)),
      )
    },
  }
}
