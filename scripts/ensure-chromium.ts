/** Browser tests run in Debian's chromium; install it when we may (root), otherwise say how. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Debian's chromium at ${CHROMIUM}. Install it once with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests…')
  const run = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (run(['update']).status !== 0 || run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    console.error('Could not install chromium with apt-get.')
    process.exit(1)
  }
}
