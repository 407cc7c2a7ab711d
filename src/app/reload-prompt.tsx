import { useRegisterSW } from 'virtual:pwa-register/react'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { startBuildCheck } from './update/build-check'
import { updateStore } from './update/update-store'

const OFFLINE_READY_MS = 6000

/**
 * A new version waits until the user agrees to reload; the shop never reloads under someone's
 * hands (a draft or a form may be half done).
 */
export function ReloadPrompt() {
  const { reason } = useSnapshot(updateStore)
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) startBuildCheck(registration)
    },
  })
  useEffect(() => {
    if (needRefresh) updateStore.reason = 'new-version'
  }, [needRefresh])
  // "Ready offline" is good news, not a task: it goes away by itself.
  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS)
    return () => clearTimeout(timer)
  }, [offlineReady, setOfflineReady])

  if (reason) {
    return (
      <div className="toast" role="alert">
        <p>
          {reason === 'new-version' ? (
            <Trans>A new version of the shop is available.</Trans>
          ) : (
            <Trans>Part of the shop was updated and has to be reloaded. Your drafts are kept.</Trans>
          )}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => (reason === 'new-version' ? updateServiceWorker(true) : window.location.reload())}
        >
          <Trans>Reload</Trans>
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setNeedRefresh(false)
            updateStore.reason = null
          }}
        >
          <Trans>Later</Trans>
        </button>
      </div>
    )
  }
  if (!offlineReady) return null
  return (
    <div className="toast" role="status">
      <p>
        <Trans>The shop is ready to work offline.</Trans>
      </p>
      <button type="button" className="button" onClick={() => setOfflineReady(false)}>
        <Trans>OK</Trans>
      </button>
    </div>
  )
}
