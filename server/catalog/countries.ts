import type { Continent } from '../../src/shared/contracts/continents'

export type EntitySeed = {
  code: string
  companyName: string
  street: string
  city: string
  phone: string
  email: string
  vatId: string
  /** The letterhead's parts and bank account (documents, issue 9). */
  postalCode: string
  locality: string
  countryCode: string
  iban: string | null
  helpDesk: string | null
  contactForm: string | null
  links: Record<string, string>
  social: Record<string, string>
}

const LEGAL_LINKS = (base: string) => ({
  imprint: `${base}/imprint`,
  privacy: `${base}/privacy`,
  terms: `${base}/terms`,
  shipping: `${base}/shipping`,
})

/** Sales entities: each country is served by one; its details fill the footer. Fictional company, example.com addresses. */
export const ENTITIES: EntitySeed[] = [
  {
    code: 'DTDE',
    companyName: 'Achslast Teilehandel GmbH',
    street: 'Industriestraße 12',
    city: '27793 Wildeshausen, Deutschland',
    phone: '+49 4431 0000-0',
    email: 'service@example.com',
    vatId: 'DE000000000',
    postalCode: '27793',
    locality: 'Wildeshausen',
    countryCode: 'DE',
    iban: 'DE89 3704 0044 0532 0130 00',
    helpDesk: 'https://help.example.com/de',
    contactForm: 'https://www.example.com/de/kontakt',
    links: LEGAL_LINKS('https://www.example.com/de'),
    social: {
      youtube: 'https://www.youtube.com/@example',
      linkedin: 'https://www.linkedin.com/company/example',
      instagram: 'https://www.instagram.com/example',
    },
  },
  {
    code: 'DTAT',
    companyName: 'Achslast Teilehandel Austria GmbH',
    street: 'Gewerbepark 3',
    city: '4600 Wels, Österreich',
    phone: '+43 7242 0000',
    email: 'service.at@example.com',
    vatId: 'ATU00000000',
    postalCode: '4600',
    locality: 'Wels',
    countryCode: 'AT',
    iban: 'AT61 1904 3002 3457 3201',
    helpDesk: 'https://help.example.com/at',
    contactForm: null,
    links: LEGAL_LINKS('https://www.example.com/at'),
    social: { linkedin: 'https://www.linkedin.com/company/example' },
  },
  {
    code: 'DTFR',
    companyName: 'Achslast Pièces Poids Lourds SAS',
    street: '8 rue de l’Industrie',
    city: '69800 Saint-Priest, France',
    phone: '+33 4 00 00 00 00',
    email: 'service.fr@example.com',
    vatId: 'FR00000000000',
    postalCode: '69800',
    locality: 'Saint-Priest',
    countryCode: 'FR',
    iban: 'FR14 2004 1010 0505 0001 3M02 606',
    helpDesk: null,
    contactForm: 'https://www.example.com/fr/contact',
    links: LEGAL_LINKS('https://www.example.com/fr'),
    social: { youtube: 'https://www.youtube.com/@example-fr', facebook: 'https://www.facebook.com/example.fr' },
  },
  {
    code: 'DTUS',
    companyName: 'Achslast Truck Parts Inc.',
    street: '400 Commerce Drive',
    city: 'Charlotte, NC 28273, USA',
    phone: '+1 704 000 0000',
    email: 'service.us@example.com',
    vatId: 'US-00-0000000',
    postalCode: '28273',
    locality: 'Charlotte, NC',
    countryCode: 'US',
    iban: null,
    helpDesk: 'https://help.example.com/us',
    contactForm: 'https://www.example.com/us/contact',
    links: LEGAL_LINKS('https://www.example.com/us'),
    social: { linkedin: 'https://www.linkedin.com/company/example-us' },
  },
]

/** Countries the shop serves, by continent (SPEC.md §9 codes) and the entity that serves them. Names come from ICU at seed time. */
export const COUNTRIES: Array<{ code: string; continent: Continent; entity: string }> = [
  ...[
    'DE',
    'NL',
    'BE',
    'LU',
    'DK',
    'SE',
    'NO',
    'FI',
    'PL',
    'CZ',
    'SK',
    'HU',
    'RO',
    'BG',
    'HR',
    'SI',
    'RS',
    'GR',
    'IT',
    'ES',
    'PT',
    'GB',
    'IE',
    'EE',
    'LV',
    'LT',
    'UA',
    'BY',
    'RU',
    'TR',
  ].map((code) => ({ code, continent: 'EU' as const, entity: 'DTDE' })),
  ...['AT', 'CH', 'LI'].map((code) => ({ code, continent: 'EU' as const, entity: 'DTAT' })),
  ...['FR', 'MC'].map((code) => ({ code, continent: 'EU' as const, entity: 'DTFR' })),
  ...['MA', 'TN', 'DZ', 'SN', 'CI'].map((code) => ({ code, continent: 'AF' as const, entity: 'DTFR' })),
  ...['ZA', 'EG', 'NG', 'KE', 'GH', 'SD', 'SO', 'SS'].map((code) => ({ code, continent: 'AF' as const, entity: 'DTDE' })),
  ...['US', 'CA', 'MX'].map((code) => ({ code, continent: 'NA' as const, entity: 'DTUS' })),
  ...['BR', 'AR', 'CL', 'PE', 'CO', 'VE'].map((code) => ({ code, continent: 'SA' as const, entity: 'DTUS' })),
  ...['CN', 'IN', 'JP', 'KR', 'AE', 'SA', 'KZ', 'IL', 'IR', 'KP', 'MM', 'SY', 'YE', 'AF'].map((code) => ({
    code,
    continent: 'AS' as const,
    entity: 'DTDE',
  })),
  ...['AU', 'NZ'].map((code) => ({ code, continent: 'OC' as const, entity: 'DTDE' })),
  { code: 'AQ', continent: 'AN', entity: 'DTDE' },
]
