/** SPEC.md §4: the build manifest is checked every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** True when the server has a build other than the one running here. */
export async function newerBuildDeployed(currentId = __BUILD_ID__): Promise<boolean> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' })
    if (!response.ok) return false
    const latest = (await response.json()) as { id?: string }
    return typeof latest.id === 'string' && latest.id !== currentId
  } catch {
    return false
  }
}

/** Polls hourly (and when the tab comes back after an hour away); a new build asks the service worker to update. */
export function startBuildCheck(registration: ServiceWorkerRegistration) {
  let lastCheck = Date.now()
  const check = async () => {
    lastCheck = Date.now()
    if (await newerBuildDeployed()) await registration.update()
  }
  setInterval(check, BUILD_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= BUILD_CHECK_INTERVAL_MS) void check()
  })
}
