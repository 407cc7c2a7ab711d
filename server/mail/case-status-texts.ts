import type { Language } from '../../src/shared/contracts/languages'
import type { FormStatus } from '../../src/shared/contracts/services-constants'

type Step = Exclude<FormStatus, 'requested'>

export type CaseStatusTexts = {
  status: Record<Step, string>
  /** What the step means for the workshop, after the greeting. */
  intro: Record<Step, string>
  caseNumber: string
  note: string
  creditNote: string
  openCase: string
}

/** The mail of a case's step (issue 31), in the contact's language; the trade's words for cores. */
export const CASE_STATUS_TEXTS: Record<Language, CaseStatusTexts> = {
  de: {
    status: {
      approved: 'genehmigt',
      rejected: 'abgelehnt',
      received: 'eingegangen',
      inspected: 'geprüft',
      credited: 'gutgeschrieben',
      refused: 'nicht gutgeschrieben',
    },
    intro: {
      approved: 'wir haben Ihren Vorgang genehmigt. Bitte senden Sie die Teile mit dem Rücksendeschein im Karton an uns.',
      rejected: 'wir können Ihren Vorgang leider nicht annehmen. Den Grund finden Sie unten.',
      received: 'die Teile Ihres Vorgangs sind bei uns eingegangen.',
      inspected: 'wir haben die Teile Ihres Vorgangs geprüft; die Entscheidung folgt.',
      credited: 'Ihr Vorgang ist gutgeschrieben; die Gutschrift liegt im Infocenter für Sie bereit.',
      refused: 'nach der Prüfung können wir Ihren Vorgang leider nicht gutschreiben. Den Grund finden Sie unten.',
    },
    caseNumber: 'Vorgangsnummer',
    note: 'Hinweis',
    creditNote: 'Gutschrift',
    openCase: 'Vorgang im Infocenter',
  },
  en: {
    status: {
      approved: 'approved',
      rejected: 'rejected',
      received: 'received',
      inspected: 'inspected',
      credited: 'credited',
      refused: 'refused',
    },
    intro: {
      approved: 'we have approved your case. Please send the parts back with the return slip in the box.',
      rejected: 'we cannot accept your case. You find the reason below.',
      received: 'the parts of your case have arrived with us.',
      inspected: 'we have inspected the parts of your case; our decision follows.',
      credited: 'your case is credited; the credit note is ready for you in the information centre.',
      refused: 'after inspection we cannot credit your case. You find the reason below.',
    },
    caseNumber: 'Case number',
    note: 'Note',
    creditNote: 'Credit note',
    openCase: 'Case in the information centre',
  },
  fr: {
    status: {
      approved: 'accepté',
      rejected: 'refusé',
      received: 'reçu',
      inspected: 'contrôlé',
      credited: 'crédité',
      refused: 'non crédité',
    },
    intro: {
      approved: 'nous avons accepté votre dossier. Veuillez nous renvoyer les pièces avec le bon de retour dans le carton.',
      rejected: 'nous ne pouvons malheureusement pas accepter votre dossier. Vous trouverez le motif ci-dessous.',
      received: 'les pièces de votre dossier sont arrivées chez nous.',
      inspected: 'nous avons contrôlé les pièces de votre dossier ; notre décision suit.',
      credited: 'votre dossier est crédité ; l’avoir vous attend dans le centre d’information.',
      refused: 'après contrôle, nous ne pouvons malheureusement pas créditer votre dossier. Vous trouverez le motif ci-dessous.',
    },
    caseNumber: 'Numéro de dossier',
    note: 'Remarque',
    creditNote: 'Avoir',
    openCase: 'Dossier dans le centre d’information',
  },
  it: {
    status: {
      approved: 'approvato',
      rejected: 'respinto',
      received: 'ricevuto',
      inspected: 'controllato',
      credited: 'accreditato',
      refused: 'non accreditato',
    },
    intro: {
      approved: 'abbiamo approvato la sua pratica. La preghiamo di rispedirci i pezzi con il documento di reso nella scatola.',
      rejected: 'purtroppo non possiamo accettare la sua pratica. Trova il motivo qui sotto.',
      received: 'i pezzi della sua pratica sono arrivati da noi.',
      inspected: 'abbiamo controllato i pezzi della sua pratica; la decisione seguirà.',
      credited: 'la sua pratica è accreditata; la nota di credito la attende nel centro informazioni.',
      refused: 'dopo il controllo purtroppo non possiamo accreditare la sua pratica. Trova il motivo qui sotto.',
    },
    caseNumber: 'Numero pratica',
    note: 'Nota',
    creditNote: 'Nota di credito',
    openCase: 'Pratica nel centro informazioni',
  },
  ru: {
    status: {
      approved: 'одобрен',
      rejected: 'отклонён',
      received: 'получен',
      inspected: 'проверен',
      credited: 'зачтён',
      refused: 'не зачтён',
    },
    intro: {
      approved: 'мы одобрили вашу заявку. Пожалуйста, отправьте детали нам, вложив в коробку возвратный лист.',
      rejected: 'к сожалению, мы не можем принять вашу заявку. Причина указана ниже.',
      received: 'детали по вашей заявке поступили к нам.',
      inspected: 'мы проверили детали по вашей заявке; решение последует.',
      credited: 'сумма по вашей заявке зачтена; кредит-нота ждёт вас в информационном центре.',
      refused: 'после проверки мы, к сожалению, не можем зачесть сумму по вашей заявке. Причина указана ниже.',
    },
    caseNumber: 'Номер заявки',
    note: 'Примечание',
    creditNote: 'Кредит-нота',
    openCase: 'Заявка в информационном центре',
  },
  nl: {
    status: {
      approved: 'goedgekeurd',
      rejected: 'afgewezen',
      received: 'ontvangen',
      inspected: 'gecontroleerd',
      credited: 'gecrediteerd',
      refused: 'niet gecrediteerd',
    },
    intro: {
      approved: 'wij hebben uw zaak goedgekeurd. Stuur de onderdelen met de retourbon in de doos naar ons terug.',
      rejected: 'wij kunnen uw zaak helaas niet aannemen. De reden vindt u hieronder.',
      received: 'de onderdelen van uw zaak zijn bij ons binnengekomen.',
      inspected: 'wij hebben de onderdelen van uw zaak gecontroleerd; ons besluit volgt.',
      credited: 'uw zaak is gecrediteerd; de creditnota staat voor u klaar in het informatiecentrum.',
      refused: 'na controle kunnen wij uw zaak helaas niet crediteren. De reden vindt u hieronder.',
    },
    caseNumber: 'Zaaknummer',
    note: 'Opmerking',
    creditNote: 'Creditnota',
    openCase: 'Zaak in het informatiecentrum',
  },
  pt: {
    status: {
      approved: 'aprovado',
      rejected: 'rejeitado',
      received: 'recebido',
      inspected: 'inspecionado',
      credited: 'creditado',
      refused: 'não creditado',
    },
    intro: {
      approved: 'aprovámos o seu processo. Envie-nos as peças com a guia de devolução dentro da caixa.',
      rejected: 'lamentamos, mas não podemos aceitar o seu processo. Encontra o motivo abaixo.',
      received: 'as peças do seu processo chegaram até nós.',
      inspected: 'inspecionámos as peças do seu processo; a decisão segue em breve.',
      credited: 'o seu processo foi creditado; a nota de crédito está à sua espera no centro de informação.',
      refused: 'após a inspeção, lamentamos não poder creditar o seu processo. Encontra o motivo abaixo.',
    },
    caseNumber: 'Número do processo',
    note: 'Observação',
    creditNote: 'Nota de crédito',
    openCase: 'Processo no centro de informação',
  },
  es: {
    status: {
      approved: 'aprobado',
      rejected: 'rechazado',
      received: 'recibido',
      inspected: 'revisado',
      credited: 'abonado',
      refused: 'no abonado',
    },
    intro: {
      approved: 'hemos aprobado su caso. Envíenos las piezas con el albarán de devolución dentro de la caja.',
      rejected: 'lamentablemente no podemos aceptar su caso. Encontrará el motivo más abajo.',
      received: 'las piezas de su caso han llegado a nuestro almacén.',
      inspected: 'hemos revisado las piezas de su caso; la decisión llegará en breve.',
      credited: 'su caso está abonado; la factura rectificativa le espera en el centro de información.',
      refused: 'tras la revisión, lamentablemente no podemos abonar su caso. Encontrará el motivo más abajo.',
    },
    caseNumber: 'Número de caso',
    note: 'Observación',
    creditNote: 'Factura rectificativa',
    openCase: 'Caso en el centro de información',
  },
}
