import type { Address } from '../../../src/shared/contracts/cart'
import { DEMO_USERS, demoContactId } from '../demo-users'
import type { Random } from '../random'

/** Who a history is generated for: the demo customer plus how that kind of buyer orders and pays. */
export type HistoryCustomer = {
  index: number
  customerId: string
  contactId: string
  language: string
  entityCode: string
  priceGroup: string
  currency: string
  billing: Address
  vatId: string | null
  /** About this many orders over the two years. */
  orders: number
  /** Share of orders made for a vehicle (VIN), and how many vehicles the buyer orders for. */
  vinShare: number
  fleetSize: number
  /** Fleets get a collective invoice twice a month; workshops one per delivery. */
  collectiveInvoicing: boolean
  paymentTermsDays: number
  reference: (r: Random, placedAt: Date, withVehicle: boolean) => string
}

type Style = Pick<HistoryCustomer, 'orders' | 'vinShare' | 'fleetSize' | 'collectiveInvoicing' | 'paymentTermsDays' | 'reference'>

const yy = (date: Date) => String(date.getUTCFullYear() % 100).padStart(2, '0')
const plate = (r: Random, city: string) => `${city}-${r.letters(2)} ${r.int(10, 9999)}`

/** Buyers write their own order references in their own way; some leave it empty. */
const STYLES: Record<string, Style> = {
  D1000001: {
    orders: 310,
    vinShare: 0.25,
    fleetSize: 40,
    collectiveInvoicing: false,
    paymentTermsDays: 14,
    reference: (r, date, withVehicle) =>
      r.chance(0.15)
        ? ''
        : withVehicle
          ? `Auftrag ${yy(date)}-${r.digits(4)} ${plate(r, 'HB')}`
          : `Lager ${yy(date)}/${r.digits(3)}`,
  },
  D1000002: {
    orders: 290,
    vinShare: 0.1,
    fleetSize: 25,
    collectiveInvoicing: false,
    paymentTermsDays: 30,
    reference: (r, date) => (r.chance(0.05) ? '' : `BE-${date.getUTCFullYear()}-${r.digits(5)}`),
  },
  D1000003: {
    orders: 300,
    vinShare: 0.2,
    fleetSize: 15,
    collectiveInvoicing: true,
    paymentTermsDays: 30,
    reference: (r, date, withVehicle) =>
      withVehicle
        ? `BC ${date.getUTCFullYear()}/${r.digits(4)} ${r.letters(2)}-${r.digits(3)}-${r.letters(2)}`
        : `BC ${date.getUTCFullYear()}/${r.digits(4)}`,
  },
  D1000000: {
    orders: 120,
    vinShare: 0.05,
    fleetSize: 5,
    collectiveInvoicing: false,
    paymentTermsDays: 30,
    reference: (r) => (r.chance(0.5) ? '' : `INT-${r.digits(6)}`),
  },
}

/** VAT identification numbers of the fictional demo buyers (printed on invoices). */
const VAT_IDS: Record<string, string> = {
  D1000001: 'DE811234567',
  D1000002: 'ATU12345678',
  D1000003: 'FR40123456789',
  D1000000: 'DE999999999',
}

/** "28217 Bremen" → postal code and city (the accounts table keeps them in one column). */
function splitCity(line: string) {
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(line.trim())
  return match ? { postalCode: match[1] ?? '', city: match[2] ?? '' } : { postalCode: '-', city: line }
}

/** The demo customers in a fixed order; that order is part of what makes the history reproducible. */
export function historyCustomers(): HistoryCustomer[] {
  return DEMO_USERS.map((user, index) => {
    const c = user.customer
    const style = STYLES[c.customer_id] ?? (STYLES.D1000000 as Style)
    return {
      index,
      customerId: c.customer_id,
      contactId: demoContactId(c.customer_id),
      language: user.language,
      entityCode: c.entity_id ?? 'DTDE',
      priceGroup: c.price_group,
      currency: c.currency,
      billing: {
        name: c.company_name,
        street: c.billing_street,
        ...splitCity(c.billing_city),
        country: c.billing_country,
      },
      vatId: VAT_IDS[c.customer_id] ?? null,
      ...style,
    }
  })
}
