import { useRegisterSW } from 'virtual:pwa-register/react'
import { Trans } from '@lingui/react/macro'

/** A new version waits until the user agrees to reload; the shop never reloads under someone's hands. */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW()

  if (!needRefresh && !offlineReady) return null
  return (
    <div className="toast" role="status" aria-live="polite">
      {needRefresh ? (
        <>
          <p>
            <Trans>A new version of the shop is available.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => updateServiceWorker(true)}>
            <Trans>Reload</Trans>
          </button>
          <button type="button" className="button" onClick={() => setNeedRefresh(false)}>
            <Trans>Later</Trans>
          </button>
        </>
      ) : (
        <>
          <p>
            <Trans>The shop is ready to work offline.</Trans>
          </p>
          <button type="button" className="button" onClick={() => setOfflineReady(false)}>
            <Trans>OK</Trans>
          </button>
        </>
      )}
    </div>
  )
}
