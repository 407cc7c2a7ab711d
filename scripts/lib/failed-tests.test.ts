import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { failedPlaywrightTests, failedVitestTests } from './failed-tests'

function writeReport(report: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'failed-tests-')), 'report.json')
  fs.writeFileSync(file, JSON.stringify(report))
  return file
}

test('names the failed vitest tests with the first line of their error, not the passed ones', () => {
  const report = writeReport({
    testResults: [
      {
        name: `${process.cwd()}/server/payments/card-payment.test.ts`,
        assertionResults: [
          { fullName: 'card approved', status: 'passed', failureMessages: [] },
          { fullName: 'card declined', status: 'failed', failureMessages: ['\x1b[31mexpected 1 to be 0\x1b[39m\n  at line'] },
        ],
      },
    ],
  })
  expect(failedVitestTests(report)).toEqual(['server/payments/card-payment.test.ts › card declined: expected 1 to be 0'])
})

test('names a browser test that failed every attempt, not one that passed on its retry', () => {
  const report = writeReport({
    suites: [
      {
        file: 'checkout.spec.ts',
        suites: [
          {
            file: 'checkout.spec.ts',
            specs: [
              {
                title: 'pays by card',
                tests: [{ status: 'unexpected', results: [{}, { error: { message: 'timed out\nmore' } }] }],
              },
              { title: 'pays by PayPal', tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }] },
            ],
          },
        ],
      },
    ],
  })
  expect(failedPlaywrightTests(report)).toEqual(['checkout.spec.ts › pays by card: timed out'])
})

test('a report that was never written names nothing', () => {
  expect(failedVitestTests('/nonexistent/report.json')).toEqual([])
})
