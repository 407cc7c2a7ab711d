import type { Language } from '../../src/shared/contracts/languages'
import type { CoreCondition } from '../../src/shared/contracts/services-constants'

type SlipTexts = {
  slip: string
  caseNumber: string
  sender: string
  kind: string
  document: string
  partNumber: string
  name: string
  qty: string
  reasonOrCondition: string
  remarks: string
  putInBox: string
  condition: Record<CoreCondition, string>
}

/** The return slip's words (and a core's condition in the mail), beside FORM_TEXTS; the trade's terms per language. */
export const SLIP_TEXTS: Record<Language, SlipTexts> = {
  de: {
    slip: 'Rücksendeschein',
    caseNumber: 'Vorgangsnummer',
    sender: 'Absender',
    kind: 'Art',
    document: 'Beleg',
    partNumber: 'Artikelnummer',
    name: 'Bezeichnung',
    qty: 'Menge',
    reasonOrCondition: 'Grund / Zustand',
    remarks: 'Bemerkungen',
    putInBox: 'Legen Sie diesen Schein gut sichtbar in das Paket. Ohne ihn kann die Rücksendung nicht zugeordnet werden.',
    condition: { complete: 'Vollständig', damaged: 'Beschädigt', notRemanufacturable: 'Nicht aufbereitbar' },
  },
  en: {
    slip: 'Return slip',
    caseNumber: 'Case number',
    sender: 'Sender',
    kind: 'Kind',
    document: 'Document',
    partNumber: 'Part number',
    name: 'Description',
    qty: 'Qty',
    reasonOrCondition: 'Reason / condition',
    remarks: 'Remarks',
    putInBox: 'Put this slip in the box where it can be seen. Without it, the return cannot be matched.',
    condition: { complete: 'Complete', damaged: 'Damaged', notRemanufacturable: 'Not remanufacturable' },
  },
  fr: {
    slip: 'Bon de retour',
    caseNumber: 'Numéro de dossier',
    sender: 'Expéditeur',
    kind: 'Type',
    document: 'Document',
    partNumber: 'Référence',
    name: 'Désignation',
    qty: 'Qté',
    reasonOrCondition: 'Motif / état',
    remarks: 'Remarques',
    putInBox: 'Placez ce bon bien visible dans le colis. Sans lui, le retour ne peut pas être attribué.',
    condition: { complete: 'Complète', damaged: 'Endommagée', notRemanufacturable: 'Non reconditionnable' },
  },
  it: {
    slip: 'Bolla di reso',
    caseNumber: 'Numero pratica',
    sender: 'Mittente',
    kind: 'Tipo',
    document: 'Documento',
    partNumber: 'Codice articolo',
    name: 'Descrizione',
    qty: 'Qtà',
    reasonOrCondition: 'Motivo / stato',
    remarks: 'Note',
    putInBox: 'Inserite questa bolla ben visibile nel pacco. Senza di essa il reso non può essere abbinato.',
    condition: { complete: 'Completo', damaged: 'Danneggiato', notRemanufacturable: 'Non rigenerabile' },
  },
  ru: {
    slip: 'Возвратная накладная',
    caseNumber: 'Номер обращения',
    sender: 'Отправитель',
    kind: 'Вид',
    document: 'Документ',
    partNumber: 'Артикул',
    name: 'Наименование',
    qty: 'Кол-во',
    reasonOrCondition: 'Причина / состояние',
    remarks: 'Примечания',
    putInBox: 'Положите эту накладную в коробку на видное место. Без неё возврат невозможно сопоставить.',
    condition: { complete: 'Комплектный', damaged: 'Повреждён', notRemanufacturable: 'Не подлежит восстановлению' },
  },
  nl: {
    slip: 'Retourbon',
    caseNumber: 'Dossiernummer',
    sender: 'Afzender',
    kind: 'Soort',
    document: 'Document',
    partNumber: 'Artikelnummer',
    name: 'Omschrijving',
    qty: 'Aantal',
    reasonOrCondition: 'Reden / staat',
    remarks: 'Opmerkingen',
    putInBox: 'Leg deze bon goed zichtbaar in de doos. Zonder bon kan de retour niet worden toegewezen.',
    condition: { complete: 'Compleet', damaged: 'Beschadigd', notRemanufacturable: 'Niet reviseerbaar' },
  },
  pt: {
    slip: 'Guia de devolução',
    caseNumber: 'Número do processo',
    sender: 'Remetente',
    kind: 'Tipo',
    document: 'Documento',
    partNumber: 'Referência',
    name: 'Designação',
    qty: 'Qtd.',
    reasonOrCondition: 'Motivo / estado',
    remarks: 'Observações',
    putInBox: 'Coloque esta guia bem visível dentro da caixa. Sem ela, a devolução não pode ser identificada.',
    condition: { complete: 'Completo', damaged: 'Danificado', notRemanufacturable: 'Não recondicionável' },
  },
  es: {
    slip: 'Albarán de devolución',
    caseNumber: 'Número de expediente',
    sender: 'Remitente',
    kind: 'Tipo',
    document: 'Documento',
    partNumber: 'Referencia',
    name: 'Denominación',
    qty: 'Cant.',
    reasonOrCondition: 'Motivo / estado',
    remarks: 'Observaciones',
    putInBox: 'Coloque este albarán bien visible dentro de la caja. Sin él, la devolución no se puede asignar.',
    condition: { complete: 'Completo', damaged: 'Dañado', notRemanufacturable: 'No remanufacturable' },
  },
}
