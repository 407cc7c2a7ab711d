import { createStore, get, set } from 'idb-keyval'

const store = createStore('parts-shop-sync-owners', 'parked')
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

/** Who is logged in as far as the queue knows; survives a worker restart. */
export async function loadOwner(): Promise<string | null> {
  return ((await get<string | null>(OWNER_KEY, store)) ?? null) as string | null
}

export async function saveOwner(owner: string | null) {
  await set(OWNER_KEY, owner, store)
}

async function listParked(): Promise<ParkedChange[]> {
  return (await get<ParkedChange[]>(PARKED_KEY, store)) ?? []
}

/** Adds changes (by key, so a park repeated after a worker restart stores each change once). */
export async function park(changes: ParkedChange[]) {
  const keys = new Set(changes.map((change) => change.idempotencyKey))
  const others = (await listParked()).filter((change) => !keys.has(change.idempotencyKey))
  await set(PARKED_KEY, [...others, ...changes], store)
}

/** The owner's parked changes, oldest first (they stay parked until `unpark`). */
export async function parkedOf(owner: string): Promise<ParkedChange[]> {
  return (await listParked()).filter((change) => change.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt)
}

/** Removes changes that are back in the queue. */
export async function unpark(idempotencyKeys: string[]) {
  const keys = new Set(idempotencyKeys)
  await set(
    PARKED_KEY,
    (await listParked()).filter((change) => !keys.has(change.idempotencyKey)),
    store,
  )
}
