import { useRegisterSW } from 'virtual:pwa-register/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { reserveBottomSpace } from '../shared/lib/bottom-overlay'
import { describeWaitingBuild, startBuildCheck } from './update/build-check'
import { updateStore } from './update/update-store'

const OFFLINE_READY_MS = 6000

/**
 * A new version waits until the user agrees to reload; the shop never reloads under someone's
 * hands (a draft or a form may be half done).
 */
export function ReloadPrompt() {
  const { reason, nextBuild } = useSnapshot(updateStore)
  const { i18n } = useLingui()
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
    if (!needRefresh) return
    updateStore.reason = 'new-version'
    void describeWaitingBuild()
  }, [needRefresh])
  // "Ready offline" is good news, not a task: it goes away by itself.
  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS)
    return () => clearTimeout(timer)
  }, [offlineReady, setOfflineReady])

  if (reason) {
    return (
      <div className="toast" role="alert" ref={reserveBottomSpace}>
        <p>
          {reason === 'new-version' ? (
            <>
              <Trans>A new version of the shop is available.</Trans>
              {nextBuild?.version && (
                <>
                  {' '}
                  <NewVersion version={nextBuild.version} time={nextBuild.time} locale={i18n.locale} />
                </>
              )}
            </>
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
    <div className="toast" role="status" ref={reserveBottomSpace}>
      <p>
        <Trans>The shop is ready to work offline.</Trans>
      </p>
      <button type="button" className="button" onClick={() => setOfflineReady(false)}>
        <Trans>OK</Trans>
      </button>
    </div>
  )
}

/** What the new build is (builds/meta/{id}.json): its version and, when known, when it was built. */
function NewVersion({ version, time, locale }: { version: string; time: string | undefined; locale: string }) {
  const date = time ? new Date(time) : null
  const built =
    date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
      : null
  return (
    <span data-testid="update-version">
      {built ? (
        <Trans>
          Version {version}, built {built}.
        </Trans>
      ) : (
        <Trans>Version {version}.</Trans>
      )}
    </span>
  )
}
