/**
 * How VAT treats a deposit (Altteilpfand) on an exchange unit, per selling entity's country
 * (docs/decisions/018-deposit-vat.md). 'withPart': the deposit is part of the consideration for the
 * part (VAT Directive Art. 73; UStAE 10.1 Abs. 8), taxed at the part's rate on its own line, and the
 * core's return reduces the taxable amount through a credit note (Art. 90). Every entity of the shop
 * uses it today; a country that excludes deposits from the taxable amount (Art. 92(a), as France does
 * for returnable packaging) would add its own treatment here, with its VAT category and BT-120/121.
 */
export type DepositVatTreatment = 'withPart'

const TREATMENT_BY_ENTITY: Record<string, DepositVatTreatment> = {
  DTDE: 'withPart',
  DTAT: 'withPart',
  // Exchange units (échange standard) are a sale with the core as part payment; the "consigne" is taxed.
  DTFR: 'withPart',
  DTUS: 'withPart',
}

export function depositVatTreatmentOf(entityCode: string): DepositVatTreatment {
  return TREATMENT_BY_ENTITY[entityCode] ?? 'withPart'
}

/** The VAT rate of a deposit line, in percent: the rate of the part it follows. */
export function depositVatRate(entityCode: string, partVatRate: number): number {
  switch (depositVatTreatmentOf(entityCode)) {
    case 'withPart':
      return partVatRate
  }
}
