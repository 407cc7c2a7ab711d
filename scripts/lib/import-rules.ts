/**
 * DESIGN.md's import direction, as data: app → routes → features → shared; a feature never imports
 * another; sw/ and server/ see only src/shared/contracts; nothing in src/ or sw/ sees server/.
 */
export type Violation = { file: string; specifier: string; reason: string }

type Zone = { name: string; feature?: string }

export function zoneOf(file: string): Zone | undefined {
  const feature = file.match(/^src\/features\/([^/]+)\//)
  if (feature) return { name: 'feature', feature: feature[1] }
  if (file.startsWith('src/shared/contracts/')) return { name: 'contracts' }
  if (file.startsWith('src/shared/')) return { name: 'shared' }
  if (file.startsWith('src/routes/') || file.startsWith('src/routeTree.gen')) return { name: 'routes' }
  if (file.startsWith('src/app/') || file.startsWith('src/main')) return { name: 'app' }
  if (file.startsWith('src/')) return { name: 'src-other' }
  if (file.startsWith('sw/')) return { name: 'sw' }
  if (file.startsWith('server/')) return { name: 'server' }
  if (file.startsWith('locales/')) return { name: 'locales' }
  return undefined
}

/** Why `from` may not import `to` (both repository-relative paths), or undefined when it may. */
export function forbiddenReason(from: string, to: string): string | undefined {
  const source = zoneOf(from)
  const target = zoneOf(to)
  if (!source || !target) return undefined
  const allowed: Record<string, string[]> = {
    contracts: ['contracts'],
    shared: ['shared', 'contracts', 'locales'],
    feature: ['feature', 'shared', 'contracts'],
    routes: ['routes', 'feature', 'shared', 'contracts'],
    app: ['app', 'routes', 'feature', 'shared', 'contracts', 'locales'],
    'src-other': ['shared', 'contracts'],
    sw: ['sw', 'contracts'],
    server: ['server', 'contracts'],
  }
  if (!(allowed[source.name] ?? []).includes(target.name)) return `${source.name} must not import ${target.name}`
  if (source.name === 'feature' && target.name === 'feature' && source.feature !== target.feature) {
    return `feature "${source.feature}" must not import feature "${target.feature}"; compose them in a route or in app/`
  }
  return undefined
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '')
}

const VALUE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]/g

/** Specifiers imported for their values (not `import type`): what ends up in a bundle. */
export function valueImportSpecifiers(source: string): string[] {
  return [...source.matchAll(VALUE_IMPORT)].map((match) => match[1] ?? '')
}

/** The browser bundle must not carry zod: SPA code takes only types and zod-free constants from contracts. */
export function zodLeakReason(from: string, targetImportsZod: boolean): string | undefined {
  const zone = zoneOf(from)?.name
  if (!targetImportsZod || !zone || !['app', 'routes', 'feature', 'shared', 'src-other'].includes(zone)) return undefined
  return 'imports values from a contract that uses zod; import its types with `import type`, or move the constant to a zod-free contract file'
}
