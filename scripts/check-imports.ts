/** Fails when a file imports across DESIGN.md's boundaries (see scripts/lib/import-rules.ts). */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { forbiddenReason, importSpecifiers, type Violation, valueImportSpecifiers, zodLeakReason } from './lib/import-rules'
import { components, folderArrows, isServerTestFile, serverFolderOf, serverForbiddenReason } from './lib/server-graph'
import { resolveImport } from './lib/server-imports'

const files = execSync('git ls-files --cached --others --exclude-standard -- src sw server', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(file))

function importsZod(target: string): boolean {
  const file = ['.ts', '.tsx'].map((ext) => target + ext).find((candidate) => fs.existsSync(candidate))
  return file !== undefined && /from ['"]zod['"]/.test(fs.readFileSync(file, 'utf8'))
}

const violations: Violation[] = []
const serverImports: Array<{ from: string; to: string }> = []
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8')
  const resolve = (specifier: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue
    const reason = forbiddenReason(file, resolve(specifier))
    if (reason) violations.push({ file, specifier, reason })
    const target = resolveImport(file, specifier)
    const [from, to] = [serverFolderOf(file), serverFolderOf(target)]
    if (!from || !to || isServerTestFile(file)) continue
    serverImports.push({ from: file, to: target })
    const serverReason = serverForbiddenReason(from, to)
    if (serverReason) violations.push({ file, specifier, reason: serverReason })
  }
  for (const specifier of valueImportSpecifiers(source)) {
    if (!specifier.startsWith('.') || /\.test\.tsx?$/.test(file)) continue
    const reason = zodLeakReason(file, importsZod(resolve(specifier)))
    if (reason) violations.push({ file, specifier, reason })
  }
}

// Server folders importing each other round in a circle, even where each arrow alone is allowed.
const arrows = folderArrows(serverImports)
const folders = [...new Set(arrows.flatMap(({ from, to }) => [from, to]))]
for (const cycle of components(folders, arrows).filter((part) => part.length > 1)) {
  const inside = arrows.filter(({ from, to }) => cycle.includes(from) && cycle.includes(to))
  const [file = '', specifier = ''] = inside[0]?.files[0]?.split(' → ') ?? []
  const list = inside.map((arrow) => `\n  ${arrow.from} → ${arrow.to} (${arrow.files[0]})`).join('')
  violations.push({ file, specifier, reason: `server folders ${cycle.join(' ↔ ')} import each other in a cycle:${list}` })
}

for (const v of violations) console.error(`${v.file}: imports '${v.specifier}': ${v.reason}`)
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) break the architecture's direction.`)
  process.exit(1)
}
console.log(`imports: ${files.length} files follow the architecture's direction`)
