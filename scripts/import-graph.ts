/**
 * Prints the server's plan: its folders' floors (longest-path layering of the folder graph with its
 * cycles condensed), the arrows that run back up against DESIGN.md's `routes → domain → db → shop`, and
 * the cycles. `--verbose` also names the file imports behind each arrow and every folder's floor.
 */
import { components, floors, folderArrows, rankName, serverFolderOf, serverRank, upwardArrows } from './lib/server-graph'
import { serverImports, serverSourceFiles } from './lib/server-imports'

const verbose = process.argv.includes('--verbose')
const files = serverSourceFiles()
const arrows = folderArrows(serverImports(files))
const nodes = [...new Set(files.map((file) => serverFolderOf(file) ?? ''))].filter(Boolean).sort()
const floorOf = floors(nodes, arrows)
const floorCount = Math.max(...floorOf.values()) + 1
const upward = upwardArrows(arrows)
const cycles = components(nodes, arrows).filter((part) => part.length > 1)
// The same at file level: a folder cycle can hide a file cycle that breaks module loading order.
const fileImports = serverImports(files).map(({ from, to }) => ({ from, to, files: [] }))
const fileCycles = components(files, fileImports).filter((part) => part.length > 1)

const details = (files: string[]) => (verbose ? files.map((file) => `\n      ${file}`).join('') : ` (${files[0]})`)

console.log(`server: ${files.length} files in ${nodes.length} folders, ${arrows.length} folder arrows`)
console.log(`floors: ${floorCount}`)
if (verbose) {
  for (let floor = floorCount - 1; floor >= 0; floor--) {
    console.log(`  ${floor}: ${nodes.filter((node) => floorOf.get(node) === floor).join(', ')}`)
  }
}
console.log(`upward arrows: ${upward.length}`)
for (const arrow of upward) {
  const ranks = `${rankName(serverRank(arrow.from))} → ${rankName(serverRank(arrow.to))}`
  console.log(`  ${arrow.from} → ${arrow.to} [${ranks}], ${arrow.files.length} import(s)${details(arrow.files)}`)
}
console.log(`cycles: ${cycles.length}`)
for (const cycle of cycles) {
  console.log(`  ${cycle.join(' ↔ ')}`)
  const inside = arrows.filter(({ from, to }) => cycle.includes(from) && cycle.includes(to))
  for (const arrow of inside) console.log(`    ${arrow.from} → ${arrow.to}${details(arrow.files)}`)
}
console.log(`file cycles: ${fileCycles.length}`)
for (const cycle of fileCycles) console.log(`  ${cycle.join(' ↔ ')}`)
