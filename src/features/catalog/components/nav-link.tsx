import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'
import type { NavLink as NavLinkData } from './nav-links'

export function NavLink({ link, onNavigate }: { link: NavLinkData; onNavigate?: (() => void) | undefined }) {
  const params = useLangParam()
  if (link.kind === 'division') {
    return (
      <Link to="/{-$lang}/produktdivisionen/$divisionId" params={{ ...params, divisionId: link.divisionId }} onClick={onNavigate}>
        {link.label}
      </Link>
    )
  }
  if (link.kind === 'divisions') {
    return (
      <Link to="/{-$lang}/produktdivisionen" params={params} onClick={onNavigate}>
        {link.label}
      </Link>
    )
  }
  return (
    <Link
      to="/{-$lang}/search/results"
      params={params}
      search={{ categories: link.search.categories, news: link.search.news }}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  )
}

/** Links as list items, for the bar's panels and the drawer; `onNavigate` closes what they sit in. */
export function NavLinkItems({ links, onNavigate }: { links: NavLinkData[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={`${link.kind}-${link.label}`}>
      <NavLink link={link} onNavigate={onNavigate} />
    </li>
  ))
}
