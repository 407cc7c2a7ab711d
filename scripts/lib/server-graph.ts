/**
 * The server's plan as a graph of folders: which folder imports which, its cycles, its floors and the
 * arrows that run against DESIGN.md's order `routes → domain folders → db → shop`.
 * Pure: the caller reads the files (scripts/import-graph.ts prints, scripts/check-imports.ts refuses).
 */
export type Arrow = { from: string; to: string; files: string[] }

/** The folder a server file belongs to; db's sub-folders and each file at server/'s root stand alone. */
export function serverFolderOf(file: string): string | undefined {
  const rest = file.match(/^server\/(.+)$/)?.[1]
  if (!rest) return undefined
  const parts = rest.split('/')
  if (parts.length === 1) return rest.replace(/\.tsx?$/, '.ts')
  if (parts[0] === 'db' && parts.length > 2) return `db/${parts[1]}`
  return parts[0]
}

/** Files that only tests run: left out of the plan. */
export function isServerTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)(test|test-support)\//.test(file) || /-test-kit\.tsx?$/.test(file)
}

/**
 * DESIGN.md's order, highest first. The composition root (app.ts, server.ts) stands above routes; every
 * folder not named here is a domain folder.
 */
const RANKS: Record<string, number> = {
  'app.ts': 4,
  'server.ts': 4,
  routes: 3,
  db: 1,
  'db/repositories': 1,
  'db/migrations': 1,
  shop: 0,
}
const DOMAIN = 2

export function serverRank(folder: string): number {
  return RANKS[folder] ?? DOMAIN
}

export function rankName(rank: number): string {
  return ['shop', 'db', 'domain', 'routes', 'app'][rank] ?? String(rank)
}

/** Why a server file in `from` may not import one in `to` (folders), or undefined when it may. */
export function serverForbiddenReason(from: string, to: string): string | undefined {
  if (from === to) return undefined
  if (serverRank(from) < serverRank(to)) {
    return `server/${from} (${rankName(serverRank(from))}) must not import server/${to} (${rankName(serverRank(to))}): routes → domain → db → shop, never back up`
  }
  if (from === 'shop') return 'server/shop is the ground floor: it imports nothing else of the server'
  if (from === 'db/repositories' && to !== 'db' && to !== 'shop') {
    return `repositories import only server/db and server/shop, not server/${to}`
  }
  if (from === 'db/migrations') {
    return `migrations are frozen: copy what they need into the migration instead of importing server/${to}`
  }
  return undefined
}

/** Folder-level arrows from file-level imports (both sides repository-relative server files). */
export function folderArrows(imports: Array<{ from: string; to: string }>): Arrow[] {
  const arrows = new Map<string, Arrow>()
  for (const { from, to } of imports) {
    const a = serverFolderOf(from)
    const b = serverFolderOf(to)
    if (!a || !b || a === b) continue
    const key = `${a}\0${b}`
    const arrow = arrows.get(key) ?? { from: a, to: b, files: [] }
    arrow.files.push(`${from} → ${to}`)
    arrows.set(key, arrow)
  }
  return [...arrows.values()].sort((x, y) => `${x.from} ${x.to}`.localeCompare(`${y.from} ${y.to}`))
}

/** Strongly connected components (Tarjan), each sorted; singletons included. */
export function components(nodes: string[], arrows: Arrow[]): string[][] {
  const next = new Map(nodes.map((node) => [node, [] as string[]]))
  for (const { from, to } of arrows) next.get(from)?.push(to)
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const result: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node) ?? 0)
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    result.push(component.sort())
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  return result
}

/** Longest-path layering of the condensed graph: a component's floor is 1 + the highest floor it imports. */
export function floors(nodes: string[], arrows: Arrow[]): Map<string, number> {
  const parts = components(nodes, arrows)
  const partOf = new Map(parts.flatMap((part, i) => part.map((node) => [node, i] as const)))
  const below = parts.map(() => new Set<number>())
  for (const { from, to } of arrows) {
    const a = partOf.get(from)
    const b = partOf.get(to)
    if (a !== undefined && b !== undefined && a !== b) below[a]?.add(b)
  }
  const floorOfPart = new Map<number, number>()
  const floorOf = (part: number): number => {
    const known = floorOfPart.get(part)
    if (known !== undefined) return known
    const floor = Math.max(-1, ...[...(below[part] ?? [])].map(floorOf)) + 1
    floorOfPart.set(part, floor)
    return floor
  }
  return new Map(nodes.map((node) => [node, floorOf(partOf.get(node) ?? 0)]))
}

export function upwardArrows(arrows: Arrow[]): Arrow[] {
  return arrows.filter(({ from, to }) => serverRank(from) < serverRank(to))
}
