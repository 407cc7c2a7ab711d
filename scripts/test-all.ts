/**
 * `npm test`: typecheck, lint, unit and server tests, then the browser tests against the built app
 * on the real server. Every step runs even when an earlier one failed, so one run shows all that is
 * wrong; the last line counts the tests: `N passed, N failed`.
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

step('unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
])
if (fs.existsSync('.tmp/vitest.json')) {
  const report = JSON.parse(fs.readFileSync('.tmp/vitest.json', 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
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
