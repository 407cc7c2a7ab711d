import { useLingui } from '@lingui/react/macro'
import type { IntegrationScope } from '../../../shared/contracts/integration-constants'

/** What each scope lets a system change, in the admin's language. */
export function useIntegrationScopeLabels(): Record<IntegrationScope, string> {
  const { t } = useLingui()
  return {
    'parts:write': t`Parts: create, change and remove parts with texts, OE references and features`,
    'prices:write': t`Prices: price group prices with quantity scales and customer net prices`,
    'stock:write': t`Stock per warehouse`,
    'customers:write': t`Customers and their contacts`,
    'orders:write': t`Order status and lines, return and warranty cases`,
    'documents:write': t`Invoices, credit notes, delivery notes, packing lists and shipments`,
  }
}
