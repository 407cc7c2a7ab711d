import os from 'node:os'
import { Piscina } from 'piscina'
import type { DocumentDetail } from '../../src/shared/contracts/documents'
import type { Language } from '../../src/shared/contracts/languages'
import { renderedPdfCache } from '../documents/pdf/rendered-pdf-cache'
import type { AssembleInput } from '../downloads/assemble-zip'
import type { XlsxTable } from '../infocenter/xlsx-file'
import { FairTaskQueue, ownedBy } from './fair-task-queue'
import type { HeavyTasks } from './heavy-work-tasks'

/** A thread per core (at least two, so one long ZIP never holds up every PDF); they run below the main thread's priority. */
export const HEAVY_WORK_THREADS = Math.max(2, os.availableParallelism())
/**
 * Added to the threads' nice value (Linux: per thread, through piscina's optional @napi-rs/nice): when
 * a request and a rendering want the same core, the scheduler gives the request about three quarters.
 * Not more: on a host shared with other busy processes the renderings must still get their turn.
 */
const NICE_INCREMENT = 5

type Answer<K extends keyof HeavyTasks> = Awaited<ReturnType<HeavyTasks[K]>>

/**
 * PDF rendering, XLSX writing and ZIP assembly on a pool of worker threads (piscina), so a
 * customer's large job does not hold up other customers' requests; tasks wait in turns by customer
 * (FairTaskQueue). The threads start on first use or `warm()`, so a test app that renders nothing starts none.
 */
export function createHeavyWorkPool(threads = HEAVY_WORK_THREADS) {
  let pool: Piscina | null = null
  const poolOf = () => {
    pool ??= new Piscina({
      filename: new URL('./heavy-work-worker.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      taskQueue: new FairTaskQueue(),
      niceIncrement: NICE_INCREMENT,
    })
    return pool
  }
  const run = <K extends keyof HeavyTasks>(name: K, input: Parameters<HeavyTasks[K]>[0], owner: string) =>
    poolOf().run(ownedBy(input, owner), { name }) as Promise<Answer<K>>
  // Structured clone turns a worker's Buffer into a plain Uint8Array.
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

  return {
    /** A document's PDF, rendered once per content and language (rendered-pdf-cache.ts). */
    renderPdf: renderedPdfCache(async (detail: DocumentDetail, language: Language) =>
      asBuffer(await run('renderPdf', { detail, language }, detail.customerId)),
    ),
    writeXlsx: async (table: XlsxTable, owner: string) => asBuffer(await run('writeXlsx', table, owner)),
    assembleZip: (input: AssembleInput, owner: string) => run('assembleZip', input, owner),
    /** Starts the threads now (the server, after listening): each loads the renderer once, about a second. */
    warm() {
      poolOf()
    },
    async close() {
      await pool?.destroy()
      pool = null
    },
  }
}
export type HeavyWorkPool = ReturnType<typeof createHeavyWorkPool>
