import type { ExportLabels } from './export-labels'

export const fr: ExportLabels = {
  orders: {
    orderNumber: 'N° de commande',
    linkedOrderNumber: 'Commande liée',
    placedAt: 'Commandée le',
    status: 'Statut',
    customerOrderReference: 'Votre référence',
    vin: 'Numéro VIN',
    lineCount: 'Lignes',
    total: 'Montant total',
    currency: 'Devise',
  },
  documents: {
    documentId: 'N° de document',
    type: 'Type de document',
    date: 'Date',
    orderNumbers: 'N° de commande',
    customerOrderReference: 'Votre référence',
    total: 'Montant TTC',
    currency: 'Devise',
    status: 'Statut',
  },
  orderStatus: {
    received: 'Reçue',
    backordered: 'En reliquat',
    partiallyShipped: 'Expédiée en partie',
    shipped: 'Expédiée',
    invoiced: 'Facturée',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
  documentStatus: {
    open: 'Ouvert',
    paid: 'Payée',
    overdue: 'En retard',
    settled: 'Imputé',
    issued: 'Émis',
  },
  documentType: {
    invoice: 'Facture',
    creditnote: 'Avoir',
    deliverynote: 'Bon de livraison',
    packinglist: 'Liste de colisage',
  },
  zipIndex: {
    pdfFile: 'Fichier PDF',
    xmlFile: 'Facture électronique (XML)',
    ok: 'Inclus',
    error: 'Erreur',
  },
}
