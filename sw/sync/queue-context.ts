import { IDEMPOTENCY_HEADER } from '../../src/shared/contracts/idempotency'
import type { PendingChange, SyncEvent, SyncStatus } from '../../src/shared/contracts/sync'
import type { FailedStore } from './failed-store'
import type { ParkedStore } from './parked-store'

/** A queued request as Workbox's Queue keeps it (its QueueEntry). */
export type QueueEntry = { request: Request; timestamp?: number; metadata?: object }

/** What the change queue uses of Workbox's Queue ('changes'); a test gives an array. */
export type RequestQueue = {
  pushRequest(entry: QueueEntry): Promise<void>
  shiftRequest(): Promise<QueueEntry | undefined>
  getAll(): Promise<QueueEntry[]>
  size(): Promise<number>
  registerSync(): Promise<void>
}

/** What a queued request carries besides itself; retry counts live in memory (attemptsByKey). */
export type Meta = Omit<PendingChange, 'queuedAt' | 'attempts'>

/** Everything the queue touches outside itself: the worker passes the real ones, a test its own. */
export type QueueDeps = {
  queue: RequestQueue
  failed: FailedStore
  parked: ParkedStore
  /** The network (the worker gives its global fetch wrapped: called as ctx.fetch it would throw). */
  fetch: (request: Request) => Promise<Response>
  /** To every window of this origin. */
  broadcast: (event: SyncEvent) => Promise<void>
  isOnline: () => boolean
  /** Where a change made again from a stored body is sent (the worker's own origin). */
  origin: string
  /** Runs `work` once after `ms`, replacing what was set before; `cancel` forgets it. */
  timer: { later: (work: () => void, ms: number) => void; cancel: () => void }
}

/** The queue's memory within one worker's life. */
export type QueueState = {
  /** The customer logged in on this device; the queue holds only their changes (others' are parked). */
  owner: string | null
  /** A restarted worker knows the owner again before it keeps or sends a change. */
  ownerLoaded: Promise<void>
  /** Owner changes run one after another, and a replay waits for the last one started before it. */
  ownerWork: Promise<void>
  replaying: Promise<void> | null
  waitingForLogin: boolean
  lastReplayAt: number | null
  /** Retries per change in this worker's life, for the backoff (a restarted worker starts again at 5 s). */
  attemptsByKey: Map<string, number>
}

export type QueueContext = QueueDeps & { state: QueueState }

export function createQueueContext(deps: QueueDeps): QueueContext {
  const state: QueueState = {
    owner: null,
    ownerLoaded: Promise.resolve(),
    ownerWork: Promise.resolve(),
    replaying: null,
    waitingForLogin: false,
    lastReplayAt: null,
    attemptsByKey: new Map(),
  }
  state.ownerLoaded = deps.parked.loadOwner().then(
    (owner) => {
      state.owner = owner
    },
    () => {},
  )
  state.ownerWork = state.ownerLoaded
  return { ...deps, state }
}

export function meta(entry: QueueEntry): Meta {
  return entry.metadata as Meta
}

export async function syncStatus({ queue, failed, state }: QueueContext): Promise<SyncStatus> {
  const pending = (await queue.getAll()).map((entry) => ({
    ...meta(entry),
    attempts: state.attemptsByKey.get(meta(entry).idempotencyKey) ?? 0,
    queuedAt: entry.timestamp ?? Date.now(),
  }))
  const refused = (await failed.listFailed()).filter((change) => change.owner == null || change.owner === state.owner)
  return { pending, failed: refused, waitingForLogin: state.waitingForLogin, lastReplayAt: state.lastReplayAt }
}

export async function announceStatus(ctx: QueueContext) {
  await ctx.broadcast({ type: 'sync-status', status: await syncStatus(ctx) })
}

/** A change made again from what was stored of it (a retry under a new key, a parked change coming back). */
export function changeRequest(origin: string, path: string, body: unknown, idempotencyKey: string): Request {
  return new Request(new URL(path, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
}
