import type { ExportLabels } from './export-labels'

export const nl: ExportLabels = {
  orders: {
    orderNumber: 'Bestelnummer',
    linkedOrderNumber: 'Gekoppelde bestelling',
    placedAt: 'Besteld op',
    status: 'Status',
    customerOrderReference: 'Uw referentie',
    vin: 'Chassisnummer (VIN)',
    lineCount: 'Regels',
    total: 'Totaalbedrag',
    currency: 'Valuta',
  },
  documents: {
    documentId: 'Documentnummer',
    type: 'Documentsoort',
    date: 'Datum',
    orderNumbers: 'Bestelnummers',
    customerOrderReference: 'Uw referentie',
    total: 'Bedrag incl. btw',
    currency: 'Valuta',
    status: 'Status',
  },
  orderStatus: {
    received: 'Ontvangen',
    backordered: 'In nalevering',
    partiallyShipped: 'Gedeeltelijk verzonden',
    shipped: 'Verzonden',
    invoiced: 'Gefactureerd',
    completed: 'Afgerond',
    cancelled: 'Geannuleerd',
  },
  documentStatus: {
    open: 'Open',
    paid: 'Betaald',
    overdue: 'Vervallen',
    settled: 'Verrekend',
    issued: 'Uitgegeven',
  },
  documentType: {
    invoice: 'Factuur',
    creditnote: 'Creditnota',
    deliverynote: 'Pakbon',
    packinglist: 'Paklijst',
  },
  zipIndex: {
    pdfFile: 'PDF-bestand',
    xmlFile: 'E-factuur (XML)',
    ok: 'Opgenomen',
    error: 'Fout',
  },
}
