import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { useMediaQuery } from '../../../shared/lib/use-media-query'
import { ChevronIcon } from '../../../shared/ui/icons'
import { useCategoriesIfLoaded } from '../api/get-categories'
import { useContentDataIfLoaded } from '../api/get-content-data'
import { type DrawerExtra, MobileNavDrawer } from './mobile-nav-drawer'
import { NavLink, NavLinkItems } from './nav-link'
import { buildNavGroups, type NavGroup } from './nav-links'

function useNavGroups(): { groups: NavGroup[]; promotions: string; universal: string } {
  const { t } = useLingui()
  const lang = useLanguage()
  const content = useContentDataIfLoaded(lang)
  const categories = useCategoriesIfLoaded(lang)
  const universal = categories.find((c) => c.id === 'U23')?.name ?? content?.categories.find((c) => c.id === 'U23')?.name
  return {
    groups: buildNavGroups(content?.productDivisons ?? [], categories, {
      all: t`All`,
      allDivisions: t`All divisions`,
      divisions: t`Product divisions`,
    }),
    promotions: t`Promotions`,
    universal: universal ?? t`Universal parts`,
  }
}

/** A disclosure menu of the desktop navigation; Escape or a click elsewhere closes it. */
function NavMenu({
  group,
  open,
  onToggle,
  onClose,
}: {
  group: NavGroup
  open: boolean
  onToggle: () => void
  onClose: () => void
}) {
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (!open) return
    const away = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose()
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open, onClose])
  return (
    <li
      ref={ref}
      className={`main-nav__item main-nav__item--${group.modifier}`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <button type="button" className="main-nav__button" aria-expanded={open} onClick={onToggle}>
        {group.label}
        <ChevronIcon size={16} />
      </button>
      {/* Only the open panel's links exist: a page renders about 100 fewer elements (issue 17). */}
      {open && (
        <ul className="main-nav__panel">
          <NavLinkItems links={[...group.links, ...group.specialItems]} onNavigate={onClose} />
        </ul>
      )}
    </li>
  )
}

/** The compact header (site-header.css): up to 1180 px the drawer is the navigation and the bar is hidden. */
const COMPACT_HEADER = '(max-width: 1180px)'

/** The header navigation (SPEC.md §2): divisions, product groups each with 'all', promotions, universal parts. */
export function MainNav({ drawerExtra }: { drawerExtra?: DrawerExtra | undefined }) {
  const { t } = useLingui()
  const { groups, promotions, universal } = useNavGroups()
  const [openId, setOpenId] = useState<string | null>(null)
  const compact = useMediaQuery(COMPACT_HEADER)
  const close = () => setOpenId(null)
  const fixed = [
    { kind: 'results' as const, label: promotions, level: 1 as const, search: { news: true } },
    { kind: 'results' as const, label: universal, level: 1 as const, search: { categories: 'U23' } },
  ]
  return (
    <>
      {/* Where the bar is hidden it is not rendered either: about 40 elements less on phones and tablets (issue 17). */}
      {!compact && (
        <nav className="main-nav" aria-label={t`Main navigation`}>
          <ul className="main-nav__list">
            {groups.map((group) => (
              <NavMenu
                key={group.id}
                group={group}
                open={openId === group.id}
                onToggle={() => setOpenId(openId === group.id ? null : group.id)}
                onClose={close}
              />
            ))}
            {fixed.map((link) => (
              <li key={link.label} className="main-nav__item">
                <NavLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <MobileNavDrawer groups={groups} fixed={fixed} extra={drawerExtra} />
    </>
  )
}
