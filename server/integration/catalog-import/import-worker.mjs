// A worker thread's entry: plain JavaScript, so it loads whether or not the main thread runs under tsx
// (the server does, vitest does not); tsx's scoped import then loads the TypeScript import job.
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { runImportJob } = await tsImport('./import-worker-job.ts', import.meta.url)
parentPort.postMessage(await runImportJob(workerData, (progress) => parentPort.postMessage({ progress })))
