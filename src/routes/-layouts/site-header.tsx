import { CartIcon } from '../../features/cart/components/cart-icon'
import { MainNav } from '../../features/catalog/components/main-nav'
import { HeaderDownloads } from '../../features/downloads/components/header-downloads'
import { CountryChoice } from '../../features/locale/components/country-choice'
import { LanguageChoice } from '../../features/locale/components/language-choice'
import { ChangesBadge } from '../../features/sync/components/changes-badge'
import { HeaderAccount } from './header-account'
import { HeaderDrawerExtras } from './header-drawer-extras'
import { HeaderSearchArea } from './header-search-area'
import { SiteLogo } from './site-logo'
import './site-header.css'

/**
 * One header for every width. From 1180 px down (tablets) it is compact: one row, icon-only account
 * controls, the catalogue navigation in the drawer; from 768 px down (SPEC.md §4) the search takes its
 * own row and language and country move into the drawer. The drawer holds everything the desktop
 * header offers, so nothing becomes unreachable on a smaller screen.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <SiteLogo />
      <HeaderSearchArea />
      <div className="site-header__tools">
        <ChangesBadge />
        <HeaderDownloads />
        <span className="site-header__locale">
          <CountryChoice />
          <LanguageChoice />
        </span>
        <HeaderAccount />
        <CartIcon />
      </div>
      <MainNav drawerExtra={(close) => <HeaderDrawerExtras close={close} />} />
    </header>
  )
}
