import { useLingui } from '@lingui/react/macro'
import type { DocumentStatus, DocumentType, OrderStatus, ShipmentStatus } from '../../../shared/contracts/documents-constants'
import { usePaymentMethodNames } from '../../../shared/ui/use-payment-method-names'

/** The trade's words for statuses and document types, in the page's language. */
export function useLabels() {
  const { t } = useLingui()
  const orderStatus: Record<OrderStatus, string> = {
    received: t`Received`,
    backordered: t`Backordered`,
    partiallyShipped: t`Partially shipped`,
    shipped: t`Shipped`,
    invoiced: t`Invoiced`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  }
  const documentStatus: Record<DocumentStatus, string> = {
    open: t`Open`,
    paid: t`Paid`,
    overdue: t`Overdue`,
    settled: t`Settled`,
    issued: t`Issued`,
  }
  const shipmentStatus: Record<ShipmentStatus, string> = {
    preparing: t`Being prepared`,
    inTransit: t`In transit`,
    delivered: t`Delivered`,
    exception: t`Delivery problem`,
  }
  const documentType: Record<DocumentType, string> = {
    invoice: t`Invoice`,
    creditnote: t`Credit note`,
    deliverynote: t`Delivery note`,
    packinglist: t`Packing list`,
  }
  const transport = (id: string) =>
    id === 'standard'
      ? t`Standard delivery`
      : id === 'express'
        ? t`Express delivery`
        : id === 'pickup'
          ? t`Pickup at the branch`
          : id
  const payment = usePaymentMethodNames()
  return { orderStatus, documentStatus, shipmentStatus, documentType, transport, payment }
}

/** Each list's own words: its title, what the empty list says, what the search box finds. */
export function useDocumentListWords(type: DocumentType) {
  const { t } = useLingui()
  switch (type) {
    case 'invoice':
      return {
        title: t`Invoices`,
        caption: t`Your invoices`,
        empty: t`No invoices match these filters.`,
        none: t`No invoices yet.`,
      }
    case 'creditnote':
      return {
        title: t`Credit notes`,
        caption: t`Your credit notes`,
        empty: t`No credit notes match these filters.`,
        none: t`No credit notes yet.`,
      }
    case 'deliverynote':
      return {
        title: t`Delivery notes`,
        caption: t`Your delivery notes`,
        empty: t`No delivery notes match these filters.`,
        none: t`No delivery notes yet.`,
      }
    case 'packinglist':
      return {
        title: t`Packing lists`,
        caption: t`Your packing lists`,
        empty: t`No packing lists match these filters.`,
        none: t`No packing lists yet.`,
      }
  }
}
