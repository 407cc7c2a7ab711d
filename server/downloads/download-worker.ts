import { DOWNLOAD_TTL_SECONDS } from '../../src/shared/contracts/downloads-constants'
import type { Db } from '../db/connect'
import { keepRenewing, LEASE, type LeaseTiming } from '../db/lease'
import { DOCUMENT_ZIP_JOB_KIND, type DownloadRepository } from '../db/repositories/download-repository'
import { createJobRepository, type Job } from '../db/repositories/job-repository'
import type { AssembleInput } from './assemble-zip'
import { buildDownload } from './build-download'
import type { DocumentSource } from './document-source'
import type { DownloadFiles } from './download-files'

/** A build that fails as a whole (disk full, a staged file gone) is tried again this often, then 'failed'. */
const MAX_ATTEMPTS = 5
/** Jobs built at the same time: three customers each see progress, and 2 cores are not oversubscribed. */
export const PARALLEL_BUILDS = 3

export type DownloadWorker = {
  /** Starts due jobs now (after a request, on start, on the timer). */
  kick(): void
  /** Resolves when no job is due or building; tests wait on it. */
  drain(): Promise<void>
  /** Lets every building job stop at its next document boundary, as a shutdown does; they resume on the next start. */
  stop(): Promise<void>
  /** Tests: build at most `documents` more documents, then hold (simulates a process killed mid-build). */
  holdAfter(documents: number): void
  /** Whether this download is being built right now (the sweeper leaves its temporary files alone). */
  isBuilding(queueId: string): boolean
  /** Documents rendered by this process (the restart test shows a resumed job did not start over). */
  rendered(): number
}

type Deps = {
  db: Db
  repo: DownloadRepository
  source: DocumentSource
  files: DownloadFiles
  /** Writes a ZIP from its staged files; the owner (customer id) takes turns with others on the worker threads. */
  assemble: (input: AssembleInput, owner: string) => Promise<{ size: number; sha256: string }>
  log: { warn: (obj: object, msg: string) => void }
  /** Tests shorten the lease (server/db/lease.ts). */
  lease?: LeaseTiming
}

type Building = { queueId: string; customerId: string; run: Promise<void>; yielding: boolean }

export function createDownloadWorker({ db, repo, source, files, assemble, log, lease = LEASE }: Deps): DownloadWorker {
  const jobs = createJobRepository(db)
  const active = new Map<number, Building>()
  let stopping = false
  let budget = Number.POSITIVE_INFINITY
  let rendered = 0
  let filling: Promise<void> | null = null
  let fillAgain = false

  const contextOf = (building: Building) => ({
    repo,
    source,
    files,
    log,
    // A build that yields its slot to another customer stops like a shutdown does and resumes later.
    shouldStop: () => stopping || budget <= 0 || building.yielding,
    onRendered: () => {
      rendered++
      budget--
    },
    assemble: (input: AssembleInput) => assemble(input, building.customerId),
  })

  async function run(job: Job, building: Building) {
    const { queueId } = building
    // A build may take minutes: its lease is renewed until it ends (PostgreSQL; server/db/lease.ts).
    const token = job.lease
    const stopRenewing = token
      ? keepRenewing(
          () => jobs.renew(token, { leaseSeconds: lease.seconds }),
          lease.renewEveryMs,
          (error) => log.warn({ err: error, queueId }, 'download lease renewal failed'),
        )
      : () => {}
    try {
      await buildOrRetry(job, building)
    } catch (error) {
      // Only when the database itself is gone (closing): the job stays pending for the next start.
      log.warn({ err: error, queueId }, 'download job could not be recorded')
    } finally {
      stopRenewing()
    }
  }

  async function buildOrRetry(job: Job, building: Building) {
    const { queueId } = building
    try {
      if ((await buildDownload(contextOf(building), queueId)) === 'done') await jobs.markDone(job)
      // Stopped midway (shutdown): the next start, here or on another instance, resumes it at once.
      else await jobs.release(job)
    } catch (error) {
      log.warn({ err: error, queueId }, 'download build failed')
      const attempts = job.attempts + 1
      await jobs.markFailed(job, attempts, String(error), MAX_ATTEMPTS)
      if (attempts >= MAX_ATTEMPTS) {
        const now = Math.floor(Date.now() / 1000)
        await repo.setState(queueId, 'failed', {
          last_error: String(error).slice(0, 2000),
          completed_at: now,
          expires_at: now + DOWNLOAD_TTL_SECONDS,
        })
      }
    }
  }

  const payloadOf = (job: Job) => {
    const payload = job.payload as { queueId?: unknown; customerId?: unknown }
    return { queueId: String(payload.queueId), customerId: String(payload.customerId ?? '') }
  }

  function start(job: Job) {
    const building: Building = { ...payloadOf(job), run: Promise.resolve(), yielding: false }
    building.run = run(job, building).finally(() => {
      active.delete(job.id)
      if (!stopping) void fill().catch((error) => log.warn({ err: error }, 'download worker failed'))
    })
    active.set(job.id, building)
  }

  /**
   * All slots are taken and a customer with nothing building waits: the customer with the most builds
   * gives one up at its next document (its staged files stay; it resumes when a slot is free), so
   * one customer's three large ZIPs do not keep another's small one waiting for minutes.
   */
  function makeRoom(due: Job[]) {
    const building = [...active.values()]
    const waiting = due.some((job) => !building.some((entry) => entry.customerId === payloadOf(job).customerId))
    if (!waiting || building.some((entry) => entry.yielding)) return
    const count = (customerId: string) => building.filter((entry) => entry.customerId === customerId).length
    const busiest = building.reduce<Building | undefined>(
      (most, entry) => (!most || count(entry.customerId) > count(most.customerId) ? entry : most),
      undefined,
    )
    if (busiest && count(busiest.customerId) > 1) busiest.yielding = true
  }

  /**
   * Fills free build slots with due jobs, first one per customer not building yet, so one customer's
   * three downloads do not keep another's waiting; calls never overlap, so a job never starts twice.
   */
  async function fill(): Promise<void> {
    if (filling) {
      fillAgain = true
      return filling
    }
    filling = (async () => {
      do {
        fillAgain = false
        if (stopping || budget <= 0) break
        const due = (await jobs.due(DOCUMENT_ZIP_JOB_KIND, 50)).filter((job) => !active.has(job.id))
        if (active.size >= PARALLEL_BUILDS) {
          makeRoom(due)
          break
        }
        const building = new Set([...active.values()].map((entry) => entry.customerId))
        const fair = due.filter((job) => {
          const { customerId } = payloadOf(job)
          if (building.has(customerId)) return false
          building.add(customerId)
          return true
        })
        for (const job of [...fair, ...due.filter((job) => !fair.includes(job))]) {
          if (active.size >= PARALLEL_BUILDS) break
          // Another instance may have taken it since it was listed (server/db/repositories/job-repository.ts).
          const claimed = await jobs.claim(job, { leaseSeconds: lease.seconds })
          if (claimed) start(claimed)
        }
      } while (fillAgain)
    })().finally(() => {
      filling = null
    })
    return filling
  }

  return {
    kick() {
      void fill().catch((error) => log.warn({ err: error }, 'download worker failed'))
    },
    async drain() {
      await fill()
      while (active.size > 0 || filling) {
        await Promise.all([...active.values()].map((entry) => entry.run))
        await filling
      }
    },
    async stop() {
      stopping = true
      await filling
      await Promise.all([...active.values()].map((entry) => entry.run))
    },
    holdAfter(documents) {
      budget = documents
    },
    isBuilding: (queueId) => [...active.values()].some((entry) => entry.queueId === queueId),
    rendered: () => rendered,
  }
}
