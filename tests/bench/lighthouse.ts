/**
 * `npm run bench:lighthouse`: Lighthouse 12 (its default: simulated mobile, slow 4G, 4× CPU) on the
 * first pages of a fresh shop, three runs each, one new Chromium profile per run. Prints the median
 * of each figure per page, and the load average: simulated scores move with the machine's CPU load.
 * `-- --runs N` changes the number of runs, `-- --pages search,product` measures only those pages; the
 * JSON reports stay in `.tmp/lighthouse/`.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { FIRST_PAGES, withFreshShop } from './first-pages'

const run = promisify(execFile)
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1])
const pagesArg = process.argv.indexOf('--pages')
const PAGES =
  pagesArg === -1 ? FIRST_PAGES : FIRST_PAGES.filter((page) => process.argv[pagesArg + 1]?.split(',').includes(page.name))
const REPORTS = '.tmp/lighthouse'
// The browser-test flags (TOOLCHAIN.md): without the background-networking ones Chromium floods
// this closed network with refused connections.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
].join(' ')

type Figures = {
  performance: number
  accessibility: number
  lcp: number
  fcp: number
  tbt: number
  cls: number
  lcpElement: string
  /** Lighthouse's measure of the machine's CPU during the run (higher is faster); a loaded machine scores low. */
  benchmarkIndex: number
}

type LighthouseReport = {
  environment: { benchmarkIndex: number }
  categories: Record<'performance' | 'accessibility', { score: number }>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } }
  >
}

async function lighthouse(url: string, reportFile: string): Promise<Figures> {
  await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${reportFile}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LighthouseReport
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  }
}

/** Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART): such a run is repeated once, and says so. */
async function lighthouseWithRetry(url: string, reportFile: string): Promise<Figures> {
  try {
    return await lighthouse(url, reportFile)
  } catch (error) {
    console.log(
      `  (run failed, repeated once: ${String((error as { stderr?: string }).stderr ?? error)
        .trim()
        .slice(0, 120)})`,
    )
    return lighthouse(url, reportFile)
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

fs.mkdirSync(REPORTS, { recursive: true })
console.log(`lighthouse 12, simulated mobile, ${RUNS} runs a page, load average before: ${loadAverage()}`)
await withFreshShop(async (origin) => {
  for (const page of PAGES) {
    const runs: Figures[] = []
    for (let i = 1; i <= RUNS; i++) {
      const figures = await lighthouseWithRetry(`${origin}${page.path}`, path.join(REPORTS, `${page.name}-${i}.json`))
      runs.push(figures)
      console.log(
        `  ${page.name} run ${i}: performance ${figures.performance}, LCP ${figures.lcp.toFixed(0)} ms (${figures.lcpElement.slice(0, 60)}), CPU benchmark index ${figures.benchmarkIndex}, load ${loadAverage()}`,
      )
    }
    const m = (pick: (f: Figures) => number) => median(runs.map(pick))
    console.log(
      `lighthouse page=${page.name} cpu_benchmark_index=${m((f) => f.benchmarkIndex)} performance=${m((f) => f.performance)} lcp_ms=${m((f) => f.lcp).toFixed(0)}` +
        ` fcp_ms=${m((f) => f.fcp).toFixed(0)} tbt_ms=${m((f) => f.tbt).toFixed(0)} cls=${m((f) => f.cls).toFixed(3)}` +
        ` accessibility=${m((f) => f.accessibility)} (median of ${RUNS}, ${page.path})`,
    )
  }
})
console.log(`load average after: ${loadAverage()}`)
