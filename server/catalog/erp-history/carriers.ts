import type { Random } from '../random'

type Carrier = { name: string; trackingNumber: (r: Random) => string; trackingUrl: (number: string) => string }

const UPS_ALPHABET = 'ABCDEFGHJKLMNPRSTVWXYZ0123456789'

/** UPS check digit: letters count as (code − 63) mod 10, odd places once, even places twice. */
function upsCheckDigit(body: string): number {
  let sum = 0
  ;[...body].forEach((char, index) => {
    const value = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10
    sum += index % 2 === 1 ? value * 2 : value
  })
  return (10 - (sum % 10)) % 10
}

/** Real-looking tracking numbers and the carriers' public tracking pages. */
export const CARRIERS = {
  dhl: {
    name: 'DHL',
    // DHL Paket: 20-digit piece codes starting 00340434.
    trackingNumber: (r) => `00340434${r.digits(12)}`,
    trackingUrl: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  },
  dpd: {
    name: 'DPD',
    // DPD: 14 digits, the first four name the sending depot.
    trackingNumber: (r) => `0${r.pick(['1505', '1601', '1701'])}${r.digits(9)}`,
    trackingUrl: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  },
  ups: {
    name: 'UPS',
    // 1Z, six-character shipper number, two-digit service, seven-digit package, check digit.
    trackingNumber: (r) => {
      const body = `${r.letters(6, UPS_ALPHABET)}${r.pick(['01', '03', '68'])}${r.digits(7)}`
      return `1Z${body}${upsCheckDigit(body)}`
    },
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}`,
  },
  schenker: {
    name: 'DB Schenker',
    // Land transport: a ten-digit consignment number; pallets rather than parcels.
    trackingNumber: (r) => `1${r.digits(9)}`,
    trackingUrl: (n) => `https://www.dbschenker.com/app/tracking-public/?refNumber=${n}&refType=WaybillNo`,
  },
} satisfies Record<string, Carrier>

/** Parcel services per shipping country, weighted by how often the branch uses them. */
type CarrierKey = keyof typeof CARRIERS
const PARCEL_MIX: Record<string, CarrierKey[]> = {
  DE: ['dhl', 'dhl', 'dhl', 'dpd', 'dpd', 'ups'],
  AT: ['dpd', 'dpd', 'dhl', 'ups'],
  FR: ['dpd', 'dpd', 'ups', 'ups', 'dhl'],
}

/** Over 60 kg goes by pallet with the forwarder; express by UPS; the rest by the branch's parcel services. */
export function chooseCarrier(r: Random, country: string, weightKg: number, express: boolean): Carrier {
  if (weightKg > 60) return CARRIERS.schenker
  if (express) return CARRIERS.ups
  const mix: CarrierKey[] = PARCEL_MIX[country] ?? ['dhl', 'dpd']
  return CARRIERS[r.pick(mix)]
}

/** Parcels of at most 31.5 kg; pallets of at most 500 kg. */
export function packages(carrier: Carrier, weightKg: number): number {
  return Math.max(1, Math.ceil(weightKg / (carrier === CARRIERS.schenker ? 500 : 31.5)))
}
