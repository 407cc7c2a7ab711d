import type { ExportLabels } from './export-labels'

export const de: ExportLabels = {
  orders: {
    orderNumber: 'Bestellnummer',
    linkedOrderNumber: 'Zugehörige Bestellung',
    placedAt: 'Bestellt am',
    status: 'Status',
    customerOrderReference: 'Ihre Referenz',
    vin: 'FIN',
    lineCount: 'Positionen',
    total: 'Gesamtbetrag',
    currency: 'Währung',
  },
  documents: {
    documentId: 'Belegnummer',
    type: 'Belegart',
    date: 'Datum',
    orderNumbers: 'Bestellnummern',
    customerOrderReference: 'Ihre Referenz',
    total: 'Bruttobetrag',
    currency: 'Währung',
    status: 'Status',
  },
  orderStatus: {
    received: 'Eingegangen',
    backordered: 'Im Rückstand',
    partiallyShipped: 'Teilweise versandt',
    shipped: 'Versandt',
    invoiced: 'Berechnet',
    completed: 'Abgeschlossen',
    cancelled: 'Storniert',
  },
  documentStatus: {
    open: 'Offen',
    paid: 'Bezahlt',
    overdue: 'Überfällig',
    settled: 'Verrechnet',
    issued: 'Ausgestellt',
  },
  documentType: {
    invoice: 'Rechnung',
    creditnote: 'Gutschrift',
    deliverynote: 'Lieferschein',
    packinglist: 'Packliste',
  },
  zipIndex: {
    pdfFile: 'PDF-Datei',
    xmlFile: 'E-Rechnung (XML)',
    ok: 'Enthalten',
    error: 'Fehler',
  },
}
