import type { ExportLabels } from './export-labels'

export const ru: ExportLabels = {
  orders: {
    orderNumber: 'Номер заказа',
    linkedOrderNumber: 'Связанный заказ',
    placedAt: 'Дата заказа',
    status: 'Статус',
    customerOrderReference: 'Ваш номер заказа',
    vin: 'VIN-номер',
    lineCount: 'Позиции',
    total: 'Сумма',
    currency: 'Валюта',
  },
  documents: {
    documentId: 'Номер документа',
    type: 'Тип документа',
    date: 'Дата',
    orderNumbers: 'Номера заказов',
    customerOrderReference: 'Ваш номер заказа',
    total: 'Сумма с НДС',
    currency: 'Валюта',
    status: 'Статус',
  },
  orderStatus: {
    received: 'Получен',
    backordered: 'Отложенная поставка',
    partiallyShipped: 'Частично отгружен',
    shipped: 'Отгружен',
    invoiced: 'Выставлен счёт',
    completed: 'Выполнен',
    cancelled: 'Отменён',
  },
  documentStatus: {
    open: 'Открыт',
    paid: 'Оплачен',
    overdue: 'Просрочен',
    settled: 'Зачтена',
    issued: 'Выписан',
  },
  documentType: {
    invoice: 'Счёт',
    creditnote: 'Кредит-нота',
    deliverynote: 'Накладная',
    packinglist: 'Упаковочный лист',
  },
  zipIndex: {
    pdfFile: 'Файл PDF',
    xmlFile: 'Электронный счёт (XML)',
    ok: 'Включён',
    error: 'Ошибка',
  },
}
