import type { ExportLabels } from './export-labels'

export const it: ExportLabels = {
  orders: {
    orderNumber: 'N. ordine',
    linkedOrderNumber: 'Ordine collegato',
    placedAt: 'Ordinato il',
    status: 'Stato',
    customerOrderReference: 'Vostro riferimento',
    vin: 'Numero di telaio (VIN)',
    lineCount: 'Righe',
    total: 'Importo totale',
    currency: 'Valuta',
  },
  documents: {
    documentId: 'N. documento',
    type: 'Tipo di documento',
    date: 'Data',
    orderNumbers: 'N. ordine',
    customerOrderReference: 'Vostro riferimento',
    total: 'Importo lordo',
    currency: 'Valuta',
    status: 'Stato',
  },
  orderStatus: {
    received: 'Ricevuto',
    backordered: 'In ordine arretrato',
    partiallyShipped: 'Spedito in parte',
    shipped: 'Spedito',
    invoiced: 'Fatturato',
    completed: 'Completato',
    cancelled: 'Annullato',
  },
  documentStatus: {
    open: 'Aperto',
    paid: 'Pagata',
    overdue: 'Scaduta',
    settled: 'Compensata',
    issued: 'Emesso',
  },
  documentType: {
    invoice: 'Fattura',
    creditnote: 'Nota di credito',
    deliverynote: 'Documento di trasporto (DDT)',
    packinglist: 'Distinta di imballaggio',
  },
  zipIndex: {
    pdfFile: 'File PDF',
    xmlFile: 'Fattura elettronica (XML)',
    ok: 'Incluso',
    error: 'Errore',
  },
}
