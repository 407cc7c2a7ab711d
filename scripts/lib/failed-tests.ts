/**
 * The names of the tests that failed, read from the JSON reports `npm test` writes, each with the
 * first line of its error: CI shows only the end of a long log, and "1 failed" alone does not say
 * which test to look at.
 */
import fs from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[]
}
type PlaywrightSuite = {
  file: string
  specs?: { title: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
  suites?: PlaywrightSuite[]
}

const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')[0]
    ?.trim() ?? ''

export function failedVitestTests(reportPath: string): string[] {
  if (!fs.existsSync(reportPath)) return []
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as VitestReport
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`),
  )
}

/** Tests that failed every attempt ("unexpected"); one that passed on its retry is flaky, not failed. */
export function failedPlaywrightTests(reportPath: string): string[] {
  if (!fs.existsSync(reportPath)) return []
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${suite.file} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ]
  return (JSON.parse(fs.readFileSync(reportPath, 'utf8')) as { suites: PlaywrightSuite[] }).suites.flatMap(walk)
}
