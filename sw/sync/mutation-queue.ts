import { Queue } from 'workbox-background-sync'
import {
  EXPIRED_CHANGE_CODE,
  type FailedChange,
  type PendingChange,
  QUEUE_MAX_DAYS,
  QUEUED_HEADER,
  type SyncEvent,
  type SyncStatus,
} from '../../src/shared/contracts/sync'
import { addFailed, listFailed, removeFailed } from './failed-store'
import { loadOwner, park, parkedOf, saveOwner, unpark } from './parked-store'
import { replayOutcome, retryDelayMs } from './replay-outcome'

declare const self: ServiceWorkerGlobalScope

type Entry = { request: Request; timestamp?: number; metadata?: object }
/** What a queued request carries besides itself; retry counts live in memory (attemptsByKey). */
type Meta = Omit<PendingChange, 'queuedAt' | 'attempts'>

const DAY_MS = 24 * 60 * 60 * 1000
/** Entries this old are moved to the refused list before Workbox would delete them unseen. */
const GIVE_UP_MS = (QUEUE_MAX_DAYS - 1) * DAY_MS
/**
 * On a weak signal a change the shop has not answered within this time is kept like an offline
 * one. Safe: should the first request still arrive, the replay carries the same Idempotency-Key
 * and gets the shop's first answer (409 while it runs, then the stored result), never a second change.
 */
const ANSWER_WITHIN_MS = 8000

let replaying: Promise<void> | null = null
/** The customer logged in on this device; the queue holds only their changes (others' are parked). */
let currentOwner: string | null = null
/** A restarted worker knows the owner again before it keeps or sends a change. */
const ownerLoaded: Promise<void> = loadOwner().then(
  (owner) => {
    currentOwner = owner
  },
  () => {},
)
/** Owner changes run one after another, and a replay waits for the last one started before it. */
let ownerWork: Promise<void> = ownerLoaded
let waitingForLogin = false
let lastReplayAt: number | null = null
let retryTimer: ReturnType<typeof setTimeout> | undefined
/** Retries per change in this worker's life, for the backoff (a restarted worker starts again at 5 s). */
const attemptsByKey = new Map<string, number>()

const queue = new Queue('changes', {
  maxRetentionTime: QUEUE_MAX_DAYS * 24 * 60,
  // Background Sync calls this; it must throw to be called again later.
  onSync: async () => {
    await replay()
    if ((await queue.size()) > 0 && !waitingForLogin) throw new Error('changes still waiting')
  },
})

function meta(entry: Entry): Meta {
  return entry.metadata as Meta
}

async function broadcast(event: SyncEvent) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) client.postMessage(event)
}

export async function syncStatus(): Promise<SyncStatus> {
  const pending = (await queue.getAll()).map((entry) => ({
    ...meta(entry),
    attempts: attemptsByKey.get(meta(entry).idempotencyKey) ?? 0,
    queuedAt: entry.timestamp ?? Date.now(),
  }))
  const failed = (await listFailed()).filter((change) => change.owner == null || change.owner === currentOwner)
  return { pending, failed, waitingForLogin, lastReplayAt }
}

export async function announceStatus() {
  await broadcast({ type: 'sync-status', status: await syncStatus() })
}

/** Keeps a change that could not reach the server and answers the page 202 with a marker header. */
async function keep(request: Request, body: unknown): Promise<Response> {
  const idempotencyKey = request.headers.get('idempotency-key') ?? ''
  await ownerLoaded
  const metadata: Meta = { idempotencyKey, path: new URL(request.url).pathname, body, owner: currentOwner }
  await queue.pushRequest({ request, metadata })
  await announceStatus()
  scheduleRetry(1)
  return new Response(JSON.stringify({ queued: true, idempotencyKey }), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  })
}

/**
 * A cart or quick-order change from the page. While earlier changes wait, this one waits behind
 * them (order matters: add, then update); otherwise it goes to the server, and is kept when the
 * server cannot be reached.
 */
export async function handleMutation({ request }: { request: Request }): Promise<Response> {
  const body = await request
    .clone()
    .json()
    .catch(() => null)
  if ((await queue.size()) > 0) {
    const response = await keep(request, body)
    void replay()
    return response
  }
  // Offline the page gets its answer at once instead of after the browser gives up on the network.
  if (!self.navigator.onLine) return keep(request, body)
  try {
    const response = await fetchWithin(request.clone(), ANSWER_WITHIN_MS)
    // A proxy saying the shop is unreachable is no answer from the shop.
    if (response.status === 502 || response.status === 503 || response.status === 504) return keep(request, body)
    return response
  } catch {
    return keep(request, body)
  }
}

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), ms)
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

function scheduleRetry(attempt: number) {
  clearTimeout(retryTimer)
  retryTimer = setTimeout(() => void replay(), retryDelayMs(attempt))
}

/**
 * Sends waiting changes oldest first. A change leaves the queue only after the shop answered it
 * (or it was moved to the refused list): a worker stopped mid-replay loses nothing, and a change
 * sent twice is answered from the shop's idempotency store, never applied twice.
 */
async function replayOnce(): Promise<void> {
  await ownerWork
  lastReplayAt = Date.now()
  waitingForLogin = false
  for (let [entry] = await queue.getAll(); entry; [entry] = await queue.getAll()) {
    const change = meta(entry)
    const queuedAt = entry.timestamp ?? Date.now()
    // Never under another customer's cookie; setOwner parks such a change before it gets here.
    if (change.owner != null && change.owner !== currentOwner) break
    if (Date.now() - queuedAt > GIVE_UP_MS) {
      await refuse(change, queuedAt, 0, EXPIRED_CHANGE_CODE, `Not sent within ${QUEUE_MAX_DAYS - 1} days.`)
      await queue.shiftRequest()
      await announceStatus()
      continue
    }
    let status: number | 'network-error'
    let answer: { code?: string; message?: string } = {}
    try {
      const response = await fetch(entry.request.clone())
      status = response.status
      answer = await response.json().catch(() => ({}))
    } catch {
      status = 'network-error'
    }
    const outcome = replayOutcome(status)
    if (outcome === 'applied' || outcome === 'refused') {
      if (outcome === 'refused') await refuse(change, queuedAt, status as number, answer.code ?? 'REFUSED', answer.message ?? '')
      await queue.shiftRequest()
      attemptsByKey.delete(change.idempotencyKey)
      if (outcome === 'applied')
        await broadcast({ type: 'sync-applied', idempotencyKey: change.idempotencyKey, path: change.path })
      await announceStatus()
      continue
    }
    const attempts = (attemptsByKey.get(change.idempotencyKey) ?? 0) + 1
    attemptsByKey.set(change.idempotencyKey, attempts)
    if (outcome === 'wait-for-login') {
      waitingForLogin = true
    } else {
      scheduleRetry(attempts)
      void queue.registerSync().catch(() => {})
    }
    await announceStatus()
    return
  }
  clearTimeout(retryTimer)
  await announceStatus()
}

async function refuse(change: Meta, queuedAt: number, status: number, code: string, message: string) {
  const attempts = attemptsByKey.get(change.idempotencyKey) ?? 0
  const failed: FailedChange = { ...change, attempts, queuedAt, failedAt: Date.now(), status, code, message }
  // Announced by the caller once the change has left the queue, so it is never listed twice.
  await addFailed(failed)
}

/** Sends the waiting changes in order; one replay at a time. */
export function replay(): Promise<void> {
  replaying ??= replayOnce().finally(() => {
    replaying = null
  })
  return replaying
}

export async function discardFailed(idempotencyKey: string) {
  await removeFailed(idempotencyKey)
  await announceStatus()
}

/** Sends a refused change again under a new key (the old key's refusal is stored on the server). */
export async function retryFailed(idempotencyKey: string, newIdempotencyKey: string) {
  const change = await removeFailed(idempotencyKey)
  if (!change) return
  await keep(changeRequest(change.path, change.body, newIdempotencyKey), change.body)
  void replay()
}

function changeRequest(path: string, body: unknown, idempotencyKey: string): Request {
  return new Request(new URL(path, self.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
}

/** Takes every waiting change out of the queue. */
async function drainQueue(): Promise<void> {
  while (await queue.shiftRequest()) {}
}

/**
 * A shared tablet: when the customer changes (logout, expiry, another login) the waiting changes of
 * anyone but the new customer are parked, and the new customer's parked changes come back in line,
 * with their Idempotency-Keys, so each is still applied once. Nothing is dropped here: the queue is
 * only touched when something must move, and everything is parked before the queue is emptied (a
 * worker stopped in between leaves a change twice at most, which its key makes harmless).
 */
export function setOwner(owner: string | null): Promise<void> {
  return afterOwnerWork(async () => {
    currentOwner = owner
    await saveOwner(owner)
    const entries = await queue.getAll()
    const mine = (entry: Entry) => meta(entry).owner == null || meta(entry).owner === owner
    if (!entries.every(mine)) {
      await park(
        entries.map((entry) => ({
          ...meta(entry),
          // A change made while nobody was logged in stays with whoever is (parked under '' for nobody).
          owner: meta(entry).owner ?? owner ?? '',
          queuedAt: entry.timestamp ?? Date.now(),
        })),
      )
      await drainQueue()
    }
    // Back into the queue first, then out of the parked store: a worker stopped in between keeps a
    // change twice (harmless, one key), never loses it.
    const returning = await parkedOf(owner ?? '')
    for (const change of returning) {
      const metadata: Meta = { idempotencyKey: change.idempotencyKey, path: change.path, body: change.body, owner }
      const request = changeRequest(change.path, change.body, change.idempotencyKey)
      await queue.pushRequest({ request, timestamp: change.queuedAt, metadata })
    }
    await unpark(returning.map((change) => change.idempotencyKey))
    await announceStatus()
  })
}

/** The customer chose at logout to discard what still waits (their own changes only). */
export function discardWaiting(): Promise<void> {
  return afterOwnerWork(async () => {
    await drainQueue()
    attemptsByKey.clear()
    await announceStatus()
  })
}

/** In the order the page asked, and never while a replay sends. */
function afterOwnerWork(work: () => Promise<void>): Promise<void> {
  const previous = ownerWork
  ownerWork = (async () => {
    await previous
    await replaying
    await work()
  })().catch((error) => console.warn('waiting changes could not be sorted by customer', error))
  return ownerWork
}
