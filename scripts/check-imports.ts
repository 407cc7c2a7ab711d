/** Fails when a file imports across DESIGN.md's boundaries (see scripts/lib/import-rules.ts). */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { forbiddenReason, importSpecifiers, type Violation } from './lib/import-rules'

const files = execSync('git ls-files --cached --others --exclude-standard -- src sw server', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(file))

const violations: Violation[] = []
for (const file of files) {
  for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    const reason = forbiddenReason(file, target)
    if (reason) violations.push({ file, specifier, reason })
  }
}

for (const v of violations) console.error(`${v.file}: imports '${v.specifier}': ${v.reason}`)
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) break the architecture's direction.`)
  process.exit(1)
}
console.log(`imports: ${files.length} files follow the architecture's direction`)
