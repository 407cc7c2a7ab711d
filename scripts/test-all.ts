/**
 * `npm test`: typecheck, lint, unit and server tests, then the browser tests against the built app
 * on the real server. Every step runs even when an earlier one failed, so one run shows all that is
 * wrong; the last line counts the tests: `N passed, N failed`. With TEST_DATABASE_URL (a PostgreSQL
 * server the tests may create databases on; .ci/run starts a throw-away one) the server tests run a
 * second time on PostgreSQL, counted in the same line; without it that pass is skipped, and said so.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

fs.mkdirSync('.tmp', { recursive: true })
const failedSteps: string[] = []
let passed = 0
let failed = 0

function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

// First, so the e-invoice XSD check (xmllint) runs in the server tests and chromium is there for the browser ones.
const toolsReady = step('test tools', 'npx', ['tsx', 'scripts/ensure-test-tools.ts'])
step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
step('lint', 'npm', ['run', '--silent', 'lint'])

function vitest(name: string, report: string, args: string[], env: Record<string, string> = {}) {
  fs.rmSync(report, { force: true })
  step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env)
  if (fs.existsSync(report)) {
    const counts = JSON.parse(fs.readFileSync(report, 'utf8'))
    passed += counts.numPassedTests
    failed += counts.numFailedTests
  }
}

// The SQLite pass never sees a PostgreSQL URL, even when one is set for the second pass.
vitest('unit and server tests', '.tmp/vitest.json', [], { TEST_DATABASE_URL: '' })
const postgresUrl = process.env.TEST_DATABASE_URL
if (postgresUrl) {
  vitest('server tests on PostgreSQL', '.tmp/vitest-postgres.json', ['--project', 'server'], { TEST_DATABASE_URL: postgresUrl })
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
  }
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0)
