import type { Generated } from 'kysely'
import type { AccountTables } from './schema-accounts'
import type { AdminTables } from './schema-admin'
import type { CartTables } from './schema-cart'
import type { CatalogTables } from './schema-catalog'
import type { DocumentTables } from './schema-documents'
import type { DownloadTables } from './schema-downloads'
import type { ErpExchangeTables } from './schema-erp-exchange'
import type { ExchangeUnitTables } from './schema-exchange-units'
import type { ImportTables } from './schema-import'
import type { InfocenterTables } from './schema-infocenter'
import type { PartnerTables } from './schema-partner'
import type { PaymentTables } from './schema-payments'

/** One row per entity and language; names of everything the shop shows come localized from here. */
type NameRow = { id: string; lang: string; name: string }

export type Database = AccountTables &
  AdminTables &
  CartTables &
  CatalogTables &
  DocumentTables &
  DownloadTables &
  ErpExchangeTables &
  ExchangeUnitTables &
  ImportTables &
  InfocenterTables &
  PartnerTables &
  PaymentTables & {
    entities: {
      code: string
      company_name: string
      street: string
      city: string
      phone: string
      email: string
      vat_id: string
      /** Added by 004-documents for the documents' letterhead. */
      iban: string | null
      postal_code: string | null
      locality: string | null
      country_code: string | null
      help_desk: string | null
      contact_form: string | null
    }
    countries: { code: string; continent: string; entity_code: string; sort: number }
    country_names: NameRow
    entity_links: { entity_code: string; type: string; url: string; sort: number }
    social_links: { entity_code: string; type: string; url: string; sort: number }
    divisions: { id: string; slug: string; image: string; sort: number }
    division_names: NameRow
    categories: { id: string; parent_id: string | null; level: number; image: string; sort: number }
    category_names: NameRow
    error_logs: {
      id: Generated<number>
      created_at: string
      log_level: string
      message: string
      user_id: string | null
      user_agent: string | null
    }
  }
