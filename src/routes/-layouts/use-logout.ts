import { useRouter } from '@tanstack/react-router'
import { createElement, lazy, type ReactNode, Suspense } from 'react'
import { proxy, useSnapshot } from 'valtio'
import { logout } from '../../features/account/api/logout'
import type { WaitingChoice } from '../../features/sync/components/logout-waiting-dialog'
import { splitLanguage } from '../../shared/contracts/routes'
import { useLangParam } from '../../shared/lib/language'
import { discardWaitingChanges, syncStatus } from '../../shared/lib/sync-status'

// Asked only with changes waiting at logout: not part of the first page (issue 17).
const LogoutWaitingDialog = lazy(() =>
  import('../../features/sync/components/logout-waiting-dialog').then((module) => ({ default: module.LogoutWaitingDialog })),
)

/** Shared by every logout control (account menu, mobile icons, drawer); the header shows the question once. */
const question = proxy<{ finish: (() => void) | null }>({ finish: null })

/**
 * SPEC.md §4: logging out ends on the home page unless already on the login page. With changes still
 * waiting to be sent, the customer is asked first whether to keep or discard them (shared tablets).
 * Home is reached before the session is cleared: a page that needs the session (the information
 * centre) would otherwise show "not available for your account" until the logout call returned.
 */
export function useLogout() {
  const router = useRouter()
  const params = useLangParam()
  // The path is read when the logout starts, not subscribed to: the header need not render again on every navigation.
  const finish = async () => {
    if (splitLanguage(router.state.location.pathname).rest !== '/login') await router.navigate({ to: '/{-$lang}', params })
    await logout()
  }
  return () => {
    if (syncStatus.pending.length > 0) question.finish = () => void finish()
    else void finish()
  }
}

/** The keep-or-discard question, while a logout waits for its answer. */
export function useLogoutQuestion(): ReactNode {
  const { finish } = useSnapshot(question)
  const pending = useSnapshot(syncStatus).pending.length
  if (!finish) return null
  const onChoose = (choice: WaitingChoice) => {
    question.finish = null
    if (choice === 'discard') discardWaitingChanges()
    finish()
  }
  const dialog = createElement(LogoutWaitingDialog, {
    count: pending,
    onChoose,
    onCancel: () => {
      question.finish = null
    },
  })
  return createElement(Suspense, { fallback: null }, dialog)
}
