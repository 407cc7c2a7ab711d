import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { guardHref, shopOrigin } from '../lib/link-guard'

type Props = {
  href: string | null | undefined
  children: ReactNode
  className?: string
  /** `false`: only links into the shop are rendered (a return target); an external one shows as text. */
  allowExternal?: boolean
}

/**
 * A link from server data, through the one link guard: an unsafe address renders its text without a
 * link; another site opens in a new tab without handing it this page (noopener noreferrer) and says,
 * visibly and to a screen reader, that it leaves the shop. Mail and phone links stay in the tab.
 */
export function GuardedLink({ href, children, className, allowExternal = true }: Props) {
  const { t } = useLingui()
  const guarded = guardHref(href, shopOrigin())
  if (guarded.kind === 'refused' || (guarded.kind === 'external' && !allowExternal)) {
    return <span className={className}>{children}</span>
  }
  if (guarded.kind === 'internal') {
    return (
      <a href={guarded.href} className={className}>
        {children}
      </a>
    )
  }
  if (!/^https?:/.test(guarded.href)) {
    return (
      <a href={guarded.href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a href={guarded.href} className={className} target="_blank" rel="noopener noreferrer external">
      {children}
      <span className="visually-hidden"> {t`(opens another website in a new tab and leaves the shop)`}</span>
      <span aria-hidden="true" className="external-mark">
        {' '}
        ↗
      </span>
    </a>
  )
}
