import { MainNav } from '../../features/catalog/components/main-nav'
import { CountryChoice } from '../../features/locale/components/country-choice'
import { LanguageChoice } from '../../features/locale/components/language-choice'
import { ChangesBadge } from '../../features/sync/components/changes-badge'
import { HeaderAccount } from './header-account'
import { HeaderCart } from './header-cart'
import { HeaderDownloads } from './header-downloads'
import { HeaderSearchArea } from './header-search-area'
import { SiteLogo } from './site-logo'

export function SiteHeader() {
  return (
    <header className="site-header">
      <SiteLogo />
      <HeaderSearchArea />
      <div className="site-header__tools">
        <ChangesBadge />
        <HeaderDownloads />
        <CountryChoice />
        <LanguageChoice />
        <HeaderAccount />
        <HeaderCart />
      </div>
      <MainNav />
    </header>
  )
}
