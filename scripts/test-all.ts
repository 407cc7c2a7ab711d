/**
 * `npm test`: typecheck, lint, unit and server tests, then the browser tests against the built app
 * on the real server. Every step runs even when an earlier one failed, so one run shows all that is
 * wrong; the last line counts the tests: `N passed, N failed`. The server tests run on SQLite on Node 24
 * LTS (scripts/node24.ts, prepared while the checks run) and, with TEST_DATABASE_URL (a PostgreSQL server
 * the tests may create databases on; .ci/run starts a throw-away one), on PostgreSQL on the machine's
 * Node 20, counted in the same line; without it that pass is skipped, and said so.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { failedPlaywrightTests, failedVitestTests } from './lib/failed-tests'

fs.mkdirSync('.tmp', { recursive: true })
const failedSteps: string[] = []
let passed = 0
let failed = 0
const failedTests: string[] = []

function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

// Fetching Node 24 and installing the dependencies for it (mostly compiling better-sqlite3) takes minutes of
// mostly one core: it runs beside typecheck, lint and the unit tests, its output kept for when it is needed.
const node24Log = '.tmp/node24-prepare.log'
const node24Prepared = new Promise<boolean>((resolve) => {
  const log = fs.openSync(node24Log, 'w')
  const child = spawn('npx', ['tsx', 'scripts/node24.ts', '--prepare'], { stdio: ['ignore', log, log] })
  child.on('close', (code) => resolve(code === 0))
})

// First, so the e-invoice XSD check (xmllint) runs in the server tests and chromium is there for the browser ones.
const toolsReady = step('test tools', 'npx', ['tsx', 'scripts/ensure-test-tools.ts'])
step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
step('lint', 'npm', ['run', '--silent', 'lint'])

function vitest(name: string, report: string, command: string[], env: Record<string, string> = {}) {
  fs.rmSync(report, { force: true })
  step(name, 'npx', [...command, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env)
  if (fs.existsSync(report)) {
    const counts = JSON.parse(fs.readFileSync(report, 'utf8'))
    passed += counts.numPassedTests
    failed += counts.numFailedTests
    failedTests.push(...failedVitestTests(report).map((test) => `${name}: ${test}`))
  }
}

vitest('unit tests', '.tmp/vitest.json', ['vitest', 'run', '--project', 'unit'])
// Each server test runs on both Node versions and both databases: SQLite (the native addon, where Node
// versions differ) on Node 24, PostgreSQL on Node 20; the browser tests run the server on Node 20 and SQLite.
const node24Ready = await node24Prepared
console.log(`\n▶ Node 24 (prepared beside the steps above)\n${fs.readFileSync(node24Log, 'utf8').trimEnd()}`)
// The SQLite pass never sees a PostgreSQL URL, even when one is set for the PostgreSQL pass.
if (!node24Ready) failedSteps.push('Node 24')
else vitest('server tests on Node 24', '.tmp/vitest-node24.json', ['tsx', 'scripts/node24.ts'], { TEST_DATABASE_URL: '' })
const postgresUrl = process.env.TEST_DATABASE_URL
if (postgresUrl) {
  const args = ['vitest', 'run', '--project', 'server']
  vitest('server tests on PostgreSQL', '.tmp/vitest-postgres.json', args, { TEST_DATABASE_URL: postgresUrl })
} else {
  console.log(
    '\n▶ server tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set; .ci/run starts a throw-away cluster for it)',
  )
}

if (toolsReady && step('build', 'npm', ['run', '--silent', 'build'])) {
  step('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
  })
  if (fs.existsSync('.tmp/playwright.json')) {
    const stats = JSON.parse(fs.readFileSync('.tmp/playwright.json', 'utf8')).stats
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
    failedTests.push(...failedPlaywrightTests('.tmp/playwright.json').map((test) => `browser tests: ${test}`))
  }
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`)
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0)
