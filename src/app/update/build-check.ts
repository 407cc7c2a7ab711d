import { updateStore } from './update-store'

/** SPEC.md §4: the build manifest is checked every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** `builds/meta/{id}.json` as scripts/vite-build-meta.ts writes it; only the id when the meta file cannot be read. */
export type DeployedBuild = { id: string; time?: string; version?: string }

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' })
  return response.ok ? response.json() : null
}

/**
 * The build the server has, when it is not the one running here: reads the pointer, then that
 * build's metadata (what the update prompt tells the user). Null when it is this build or unreachable.
 */
export async function newerBuildDeployed(currentId = __BUILD_ID__): Promise<DeployedBuild | null> {
  try {
    const latest = (await fetchJson('/builds/latest.json')) as { id?: unknown } | null
    if (typeof latest?.id !== 'string' || latest.id === currentId) return null
    const build: DeployedBuild = { id: latest.id }
    const meta = (await fetchJson(`/builds/meta/${encodeURIComponent(latest.id)}.json`).catch(() => null)) as Record<
      string,
      unknown
    > | null
    if (typeof meta?.version === 'string') build.version = meta.version
    if (typeof meta?.time === 'string') build.time = meta.time
    return build
  } catch {
    return null
  }
}

/** Polls hourly (and when the tab comes back after an hour away); a new build asks the service worker to update. */
export function startBuildCheck(registration: ServiceWorkerRegistration) {
  let lastCheck = Date.now()
  const check = async () => {
    lastCheck = Date.now()
    const build = await newerBuildDeployed()
    if (!build) return
    updateStore.nextBuild = build
    await registration.update()
  }
  setInterval(check, BUILD_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= BUILD_CHECK_INTERVAL_MS) void check()
  })
}

/** The browser found the new worker by itself (no poll yet): read what the new build is for the prompt. */
export async function describeWaitingBuild() {
  if (updateStore.nextBuild) return
  const build = await newerBuildDeployed()
  if (build) updateStore.nextBuild = build
}
