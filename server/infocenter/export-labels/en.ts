import type { ExportLabels } from './export-labels'

export const en: ExportLabels = {
  orders: {
    orderNumber: 'Order number',
    linkedOrderNumber: 'Linked order',
    placedAt: 'Ordered on',
    status: 'Status',
    customerOrderReference: 'Your reference',
    vin: 'VIN',
    lineCount: 'Lines',
    total: 'Total',
    currency: 'Currency',
  },
  documents: {
    documentId: 'Document number',
    type: 'Document type',
    date: 'Date',
    orderNumbers: 'Order numbers',
    customerOrderReference: 'Your reference',
    total: 'Gross amount',
    currency: 'Currency',
    status: 'Status',
  },
  orderStatus: {
    received: 'Received',
    backordered: 'Backordered',
    partiallyShipped: 'Partially shipped',
    shipped: 'Shipped',
    invoiced: 'Invoiced',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  documentStatus: {
    open: 'Open',
    paid: 'Paid',
    overdue: 'Overdue',
    settled: 'Settled',
    issued: 'Issued',
  },
  documentType: {
    invoice: 'Invoice',
    creditnote: 'Credit note',
    deliverynote: 'Delivery note',
    packinglist: 'Packing list',
  },
  zipIndex: {
    pdfFile: 'PDF file',
    xmlFile: 'E-invoice (XML)',
    ok: 'Included',
    error: 'Error',
  },
}
