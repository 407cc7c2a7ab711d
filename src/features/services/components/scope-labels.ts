import { useLingui } from '@lingui/react/macro'
import type { ApiScope } from '../../../shared/contracts/services-constants'

/** Each API scope's name and what it allows, in the user's language. */
export function useScopeLabels(): Record<ApiScope, { name: string; description: string }> {
  const { t } = useLingui()
  return {
    search: { name: t`Search`, description: t`parts, product data, vehicles` },
    cart: { name: t`Cart`, description: t`fill and read the cart, quick order` },
    orders: { name: t`Orders`, description: t`place orders, order history, backorders, shipments` },
    documents: { name: t`Documents`, description: t`invoices, credit notes, delivery notes as data, PDF and e-invoice` },
  }
}
