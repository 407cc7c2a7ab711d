import type { ExportLabels } from './export-labels'

export const es: ExportLabels = {
  orders: {
    orderNumber: 'N.º de pedido',
    linkedOrderNumber: 'Pedido vinculado',
    placedAt: 'Fecha del pedido',
    status: 'Estado',
    customerOrderReference: 'Su referencia',
    vin: 'Número de bastidor (VIN)',
    lineCount: 'Líneas',
    total: 'Importe total',
    currency: 'Moneda',
  },
  documents: {
    documentId: 'N.º de documento',
    type: 'Tipo de documento',
    date: 'Fecha',
    orderNumbers: 'N.º de pedido',
    customerOrderReference: 'Su referencia',
    total: 'Importe con IVA',
    currency: 'Moneda',
    status: 'Estado',
  },
  orderStatus: {
    received: 'Recibido',
    backordered: 'En pedido pendiente',
    partiallyShipped: 'Enviado en parte',
    shipped: 'Enviado',
    invoiced: 'Facturado',
    completed: 'Completado',
    cancelled: 'Cancelado',
  },
  documentStatus: {
    open: 'Pendiente',
    paid: 'Pagada',
    overdue: 'Vencida',
    settled: 'Compensado',
    issued: 'Emitido',
  },
  documentType: {
    invoice: 'Factura',
    creditnote: 'Nota de abono',
    deliverynote: 'Albarán',
    packinglist: 'Lista de embalaje',
  },
  zipIndex: {
    pdfFile: 'Archivo PDF',
    xmlFile: 'Factura electrónica (XML)',
    ok: 'Incluido',
    error: 'Error',
  },
}
