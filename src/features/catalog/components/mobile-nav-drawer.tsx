import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { useLangParam } from '../../../shared/lib/language'
import { BackIcon, ChevronIcon, CloseIcon, HomeIcon, MenuIcon } from '../../../shared/ui/icons'
import { NavLinkItems } from './nav-link'
import type { NavGroup, NavLink as NavLinkData } from './nav-links'

/** Renders more drawer sections; `close` closes the drawer after an entry was used. */
export type DrawerExtra = (close: () => void) => ReactNode

/**
 * The navigation at 768 px and below (SPEC.md §4): opened by the hamburger, one level at a time
 * with back, home and close; a link click, home or close closes it. A modal <dialog> keeps focus
 * inside and closes on Escape. `extra` adds what the header composes beside the catalogue (account,
 * language, country), so the drawer reaches everything the desktop header does.
 */
export function MobileNavDrawer({
  groups,
  fixed,
  extra,
}: {
  groups: NavGroup[]
  fixed: NavLinkData[]
  extra?: DrawerExtra | undefined
}) {
  const { t } = useLingui()
  const params = useLangParam()
  const dialog = useRef<HTMLDialogElement>(null)
  const [level, setLevel] = useState<string | null>(null)
  // The drawer's contents exist only while it is open. The extra sections must not exist before: the
  // header has its own language select and account menu, and a hidden copy would give one label two controls.
  const [isOpen, setIsOpen] = useState(false)
  const group = groups.find((g) => g.id === level)

  const open = () => {
    setLevel(null)
    setIsOpen(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  return (
    <>
      <button type="button" className="icon-button compact-only" aria-label={t`Open menu`} onClick={open}>
        <MenuIcon />
      </button>
      <dialog ref={dialog} className="drawer" aria-label={t`Menu`} onClose={() => setIsOpen(false)}>
        <div className="drawer__bar">
          {group ? (
            <button type="button" className="icon-button" aria-label={t`Back`} onClick={() => setLevel(null)}>
              <BackIcon />
            </button>
          ) : (
            <span className="drawer__spacer" />
          )}
          <Link to="/{-$lang}" params={params} className="icon-button" aria-label={t`Home`} onClick={close}>
            <HomeIcon />
          </Link>
          <button type="button" className="icon-button" aria-label={t`Close menu`} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {/* Closed, the drawer has no contents: every page renders without them (issue 17). */}
        {isOpen && group && (
          <>
            <h2 className="drawer__title">{group.label}</h2>
            <ul className="drawer__list">
              <NavLinkItems links={[...group.links, ...group.specialItems]} onNavigate={close} />
            </ul>
          </>
        )}
        {isOpen && !group && (
          <>
            <ul className="drawer__list">
              {groups.map((g) => (
                <li key={g.id}>
                  <button type="button" className="drawer__next" onClick={() => setLevel(g.id)}>
                    {g.label}
                    <ChevronIcon size={18} />
                  </button>
                </li>
              ))}
              <NavLinkItems links={fixed} onNavigate={close} />
            </ul>
            {extra?.(close)}
          </>
        )}
        <p className="visually-hidden" aria-live="polite">
          {group ? <Trans>Showing {group.label}</Trans> : null}
        </p>
      </dialog>
    </>
  )
}
