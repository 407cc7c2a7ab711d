import type { Migration, MigrationProvider } from 'kysely'
import { referenceData } from './001-reference-data'
import { accounts } from './002-accounts'
import { catalog } from './002-catalog'
import { cart } from './003-cart'
import { documents } from './004-documents'
import { downloads } from './005-downloads'
import { sessionActivity } from './006-session-activity'
import { customerLists } from './007-customer-lists'
import { favouritesFormsAppointmentsKeys } from './008-favourites-forms-appointments-keys'
import { admin } from './009-admin'
import { partnerWording } from './010-partner-wording'
import { leases } from './011-leases'
import { catalogImport } from './012-catalog-import'
import { erpExchange } from './013-erp-exchange'
import { exchangeUnits } from './014-exchange-units'
import { partGtinIndex } from './015-part-gtin-index'
import { onlinePayment } from './016-online-payment'

/** Migrations live in code (not a folder scan) so the bundle and tsx see the same list, in order. */
// Two steps share the number 002. Kysely records each key in kysely_migration and runs keys in name
// order, so '002-accounts' < '002-catalog' is already a fixed order; renumbering would make every
// existing database see an unknown executed migration and refuse to start. The keys stay as they are.
const migrations: Record<string, Migration> = {
  '001-reference-data': referenceData,
  '002-accounts': accounts,
  '002-catalog': catalog,
  '003-cart': cart,
  '004-documents': documents,
  '005-downloads': downloads,
  '006-session-activity': sessionActivity,
  '007-customer-lists': customerLists,
  '008-favourites-forms-appointments-keys': favouritesFormsAppointmentsKeys,
  '009-admin': admin,
  '010-partner-wording': partnerWording,
  '011-leases': leases,
  '012-catalog-import': catalogImport,
  '013-erp-exchange': erpExchange,
  '014-exchange-units': exchangeUnits,
  '015-part-gtin-index': partGtinIndex,
  '016-online-payment': onlinePayment,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
