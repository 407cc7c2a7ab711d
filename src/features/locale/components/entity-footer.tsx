import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { GuardedLink } from '../../../shared/ui/guarded-link'
import { useSelectedCountry } from '../api/get-country'

const LINK_LABELS: Record<string, MessageDescriptor> = {
  imprint: msg`Imprint`,
  privacy: msg`Privacy policy`,
  terms: msg`Terms and conditions`,
  shipping: msg`Shipping and payment`,
}

const SOCIAL_LABELS: Record<string, string> = {
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
}

/**
 * The footer parts that depend on the selected country: its sales entity, legal and service links, social links.
 * Every address comes from the country data, so each goes through the link guard (GuardedLink).
 */
export function EntityFooter() {
  const { i18n } = useLingui()
  const country = useSelectedCountry()
  if (!country) return null
  const { entity } = country
  return (
    <>
      <section aria-labelledby="footer-company">
        <h2 id="footer-company">{entity.companyName}</h2>
        <address>
          {entity.street}
          <br />
          {entity.city}
          <br />
          <Trans>Phone</Trans>: <GuardedLink href={`tel:${entity.phone.replace(/[^+\d]/g, '')}`}>{entity.phone}</GuardedLink>
          <br />
          <Trans>Email</Trans>: <GuardedLink href={`mailto:${entity.email}`}>{entity.email}</GuardedLink>
          <br />
          <Trans>VAT ID</Trans>: {entity.vatId}
        </address>
      </section>
      <nav aria-labelledby="footer-legal">
        <h2 id="footer-legal">
          <Trans>Legal and service</Trans>
        </h2>
        <ul>
          {country.links.map((link) => (
            <li key={link.type}>
              <GuardedLink href={link.url}>
                {LINK_LABELS[link.type] ? i18n._(LINK_LABELS[link.type] as MessageDescriptor) : link.type}
              </GuardedLink>
            </li>
          ))}
          {country.contactForm && (
            <li>
              <GuardedLink href={country.contactForm}>
                <Trans>Contact form</Trans>
              </GuardedLink>
            </li>
          )}
          {entity.helpDesk && (
            <li>
              <GuardedLink href={entity.helpDesk}>
                <Trans>Help desk</Trans>
              </GuardedLink>
            </li>
          )}
        </ul>
      </nav>
      {country.social.length > 0 && (
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social">
            <Trans>Follow us</Trans>
          </h2>
          <ul>
            {country.social.map((link) => (
              <li key={link.type}>
                <GuardedLink href={link.linkTranslation}>{SOCIAL_LABELS[link.type] ?? link.type}</GuardedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}
