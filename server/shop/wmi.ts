/**
 * The shop's own table of World Manufacturer Identifiers (a VIN's first three characters) for the
 * makes it sells parts for. npm's VIN decoders are built from passenger-car data and label many
 * European truck WMIs wrongly or not at all, so the table lives here.
 */
export type WmiEntry = { wmi: string; manufacturer: string; country: string }

export const TRUCK_WMIS: WmiEntry[] = [
  { wmi: 'WDB', manufacturer: 'Mercedes-Benz', country: 'DE' },
  { wmi: 'WDF', manufacturer: 'Mercedes-Benz', country: 'DE' },
  { wmi: 'W1T', manufacturer: 'Mercedes-Benz', country: 'DE' },
  { wmi: 'W1V', manufacturer: 'Mercedes-Benz', country: 'DE' },
  { wmi: 'WEB', manufacturer: 'EvoBus (Mercedes-Benz)', country: 'DE' },
  { wmi: 'WKK', manufacturer: 'Setra (EvoBus)', country: 'DE' },
  { wmi: 'WMA', manufacturer: 'MAN Truck & Bus', country: 'DE' },
  { wmi: 'WAG', manufacturer: 'Neoplan (MAN Truck & Bus)', country: 'DE' },
  { wmi: 'NMB', manufacturer: 'MAN Türkiye', country: 'TR' },
  { wmi: 'YS2', manufacturer: 'Scania', country: 'SE' },
  { wmi: 'YS4', manufacturer: 'Scania (buses)', country: 'SE' },
  { wmi: 'XLE', manufacturer: 'Scania', country: 'NL' },
  { wmi: 'YV2', manufacturer: 'Volvo Trucks', country: 'SE' },
  { wmi: 'YV3', manufacturer: 'Volvo Buses', country: 'SE' },
  { wmi: 'XLR', manufacturer: 'DAF Trucks', country: 'NL' },
  { wmi: 'ZCF', manufacturer: 'Iveco', country: 'IT' },
  { wmi: 'VF6', manufacturer: 'Renault Trucks', country: 'FR' },
  { wmi: 'WSM', manufacturer: 'Schmitz Cargobull', country: 'DE' },
  { wmi: 'WKE', manufacturer: 'Krone', country: 'DE' },
  { wmi: 'WV1', manufacturer: 'Volkswagen Commercial Vehicles', country: 'DE' },
  { wmi: 'WV2', manufacturer: 'Volkswagen Commercial Vehicles', country: 'DE' },
  { wmi: 'NM0', manufacturer: 'Ford Otosan (Ford Trucks)', country: 'TR' },
  { wmi: 'WF0', manufacturer: 'Ford', country: 'DE' },
]

const BY_WMI = new Map(TRUCK_WMIS.map((entry) => [entry.wmi, entry]))

/** The manufacturer and country of a VIN, or null when its WMI is not a make the shop knows. */
export function decodeWmi(vin: string): WmiEntry | null {
  return BY_WMI.get(vin.slice(0, 3).toUpperCase()) ?? null
}
