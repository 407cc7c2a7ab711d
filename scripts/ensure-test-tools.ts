/**
 * The tests' Debian tools: chromium for the browser tests, xmllint (libxml2-utils) to validate
 * e-invoices against the official XSD. Installed when missing and we may (root), otherwise say how.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'
const TOOLS = [
  { file: CHROMIUM, pkg: 'chromium' },
  { file: '/usr/bin/xmllint', pkg: 'libxml2-utils' },
]

const missing = TOOLS.filter((tool) => !fs.existsSync(tool.file)).map((tool) => tool.pkg)
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need Debian's ${missing.join(', ')}. Install once with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
    )
    process.exit(1)
  }
  console.log(`Installing ${missing.join(', ')} for the tests…`)
  const run = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (run(['update']).status !== 0 || run(['install', '-y', '--no-install-recommends', ...missing]).status !== 0) {
    console.error(`Could not install ${missing.join(', ')} with apt-get.`)
    process.exit(1)
  }
}
