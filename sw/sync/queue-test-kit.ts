import type { SyncEvent, SyncStatus } from '../../src/shared/contracts/sync'
import { createChangeQueue } from './change-queue'
import { createFailedStore } from './failed-store'
import type { KeyValue } from './key-value'
import { createParkedStore } from './parked-store'
import type { QueueEntry, RequestQueue } from './queue-context'

/**
 * A change queue for unit tests over the real stores' rules on Maps, a request list standing in for
 * Workbox's queue, and a shop that answers as the test says. Nothing of ours is mocked: the queue
 * under test is the worker's own code, given other surroundings.
 */

export const ORIGIN = 'https://shop.example'

type Answer = { status: number; body?: unknown }
export type Sent = { path: string; key: string | null; body: unknown }

/** Like Workbox's queue: oldest first, stamped with the time it was kept unless one is given. */
function memoryQueue(clock: { now: () => number }): RequestQueue & { entries: QueueEntry[] } {
  const entries: QueueEntry[] = []
  return {
    entries,
    async pushRequest(entry) {
      entries.push({ ...entry, timestamp: entry.timestamp ?? clock.now() })
    },
    shiftRequest: async () => entries.shift(),
    getAll: async () => [...entries],
    size: async () => entries.length,
    registerSync: async () => {},
  }
}

function memoryKeyValue(): KeyValue {
  const values = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => structuredClone(values.get(key)) as T | undefined,
    set: async (key, value) => {
      values.set(key, structuredClone(value))
    },
  }
}

export function queueKit() {
  const clock = { now: () => Date.now() }
  const queue = memoryQueue(clock)
  const shop = {
    /** While true the network is cut: the page is offline and every request fails. */
    down: false,
    sent: [] as Sent[],
    /** Answers in turn; when they run out, 200 { code: 'OK' }. */
    answers: [] as Answer[],
  }
  const events: SyncEvent[] = []
  const retries: number[] = []
  let retry: (() => void) | null = null
  const changes = createChangeQueue({
    queue,
    failed: createFailedStore(memoryKeyValue()),
    parked: createParkedStore(memoryKeyValue()),
    fetch: async (request) => {
      if (shop.down) throw new TypeError('Failed to fetch')
      const body = await request.json().catch(() => null)
      shop.sent.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body })
      const answer = shop.answers.shift() ?? { status: 200, body: { code: 'OK' } }
      return Response.json(answer.body ?? {}, { status: answer.status })
    },
    broadcast: async (event) => {
      events.push(event)
    },
    isOnline: () => !shop.down,
    origin: ORIGIN,
    timer: {
      later: (work, ms) => {
        retry = work
        retries.push(ms)
      },
      cancel: () => {
        retry = null
      },
    },
  })

  /** A change as the page sends it, with a key of its own. */
  function change(path: string, body: unknown, key: string = crypto.randomUUID()) {
    return changes.handleMutation(
      new Request(new URL(`/api${path}`, ORIGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      }),
    )
  }

  /** What the page would be shown now. */
  async function status(): Promise<SyncStatus> {
    await changes.announceStatus()
    const last = events.findLast((event) => event.type === 'sync-status')
    if (last?.type !== 'sync-status') throw new Error('no status was announced')
    return last.status
  }

  /** Runs the retry the queue set for later, as its timer would, and waits for it. */
  async function runRetry() {
    if (!retry) throw new Error('no retry was set')
    retry()
    await changes.replay()
  }

  const applied = () => events.flatMap((event) => (event.type === 'sync-applied' ? [event.idempotencyKey] : []))

  return { changes, queue, shop, clock, retries, change, status, runRetry, applied }
}
