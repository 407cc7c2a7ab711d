import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { sessionStore } from '../../../shared/session/session-store'
import { UserIcon } from '../../../shared/ui/icons'
import { AccountEntries } from './account-entries'
import './account.css'

/**
 * The user dropdown (SPEC.md §2): quick order, saved carts, information centre, the price switch,
 * logout. A disclosure, not an ARIA menu: its entries are ordinary links and buttons reached with Tab;
 * Escape closes it. On tablets and phones the toggle shrinks to its icon (the name stays its label).
 */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui()
  const session = useSnapshot(sessionStore)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  const name = `${session.userFirstName} ${session.userLastName}`.trim()
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        title={t`Account`}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon size={20} />
        <span className="account-menu__name">{name}</span>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__customer">
          <Trans>Customer number {session.customerId}</Trans>
        </p>
        <AccountEntries onLogout={onLogout} onDone={() => setOpen(false)} />
      </div>
    </div>
  )
}
