import type { ExportLabels } from './export-labels'

export const pt: ExportLabels = {
  orders: {
    orderNumber: 'N.º de encomenda',
    linkedOrderNumber: 'Encomenda associada',
    placedAt: 'Data da encomenda',
    status: 'Estado',
    customerOrderReference: 'A sua referência',
    vin: 'Número VIN',
    lineCount: 'Linhas',
    total: 'Montante total',
    currency: 'Moeda',
  },
  documents: {
    documentId: 'N.º do documento',
    type: 'Tipo de documento',
    date: 'Data',
    orderNumbers: 'N.º de encomenda',
    customerOrderReference: 'A sua referência',
    total: 'Montante com IVA',
    currency: 'Moeda',
    status: 'Estado',
  },
  orderStatus: {
    received: 'Recebida',
    backordered: 'Em encomenda pendente',
    partiallyShipped: 'Expedida em parte',
    shipped: 'Expedida',
    invoiced: 'Faturada',
    completed: 'Concluída',
    cancelled: 'Cancelada',
  },
  documentStatus: {
    open: 'Em aberto',
    paid: 'Paga',
    overdue: 'Vencida',
    settled: 'Compensada',
    issued: 'Emitido',
  },
  documentType: {
    invoice: 'Fatura',
    creditnote: 'Nota de crédito',
    deliverynote: 'Guia de remessa',
    packinglist: 'Lista de embalagem',
  },
  zipIndex: {
    pdfFile: 'Ficheiro PDF',
    xmlFile: 'Fatura eletrónica (XML)',
    ok: 'Incluído',
    error: 'Erro',
  },
}
