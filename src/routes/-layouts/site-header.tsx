import { LoginButton } from '../../features/account/components/login-button'
import { CartIcon } from '../../features/cart/components/cart-icon'
import { CountryChoice } from '../../features/locale/components/country-choice'
import { LanguageChoice } from '../../features/locale/components/language-choice'
import { HeaderSearch } from '../../features/search/components/header-search'
import { SiteLogo } from './site-logo'

export function SiteHeader() {
  return (
    <header className="site-header">
      <SiteLogo />
      <HeaderSearch />
      <div className="site-header__tools">
        <CountryChoice />
        <LanguageChoice />
        <LoginButton />
        <CartIcon />
      </div>
    </header>
  )
}
