import type { Language } from '../../src/shared/contracts/languages'
import type { FormKind, FormReason } from '../../src/shared/contracts/services-constants'

type FormTexts = {
  title: Record<FormKind, string>
  reason: Record<FormReason, string>
  labels: {
    date: string
    customer: string
    order: string
  }
  mail: {
    subject: (title: string, number: string) => string
    greeting: (name: string) => string
    intro: string
    next: string
    closing: string
  }
}

/** The case's confirmation mail and return slip in the language it was filled in; reasons are the SPA's choices. */
export const FORM_TEXTS: Record<Language, FormTexts> = {
  de: {
    title: { return: 'Rücksendeantrag', warranty: 'Gewährleistungsantrag', core: 'Altteilrückgabe' },
    reason: {
      wrongPart: 'Falsches Teil geliefert',
      orderedByMistake: 'Irrtümlich bestellt',
      damagedInTransit: 'Transportschaden',
      surplus: 'Überbestand',
      deliveredTooMany: 'Mehr geliefert als bestellt',
      deliveredTooFew: 'Weniger geliefert als bestellt',
      failedInService: 'Ausfall im Betrieb',
      leaking: 'Undicht',
      noise: 'Geräuschentwicklung',
      electricalFault: 'Elektrischer Defekt',
    },
    labels: {
      date: 'Datum',
      customer: 'Kundennummer',
      order: 'Auftrag',
    },
    mail: {
      subject: (t, n) => `${t} ${n} eingegangen`,
      greeting: (n) => `Guten Tag ${n},`,
      intro: 'wir haben Ihren Antrag erhalten:',
      next: 'Wir prüfen ihn und melden uns mit dem nächsten Schritt.',
      closing: 'Mit freundlichen Grüßen',
    },
  },
  en: {
    title: { return: 'Return request', warranty: 'Warranty claim', core: 'Core return' },
    reason: {
      wrongPart: 'Wrong part delivered',
      orderedByMistake: 'Ordered by mistake',
      damagedInTransit: 'Damaged in transit',
      surplus: 'Surplus stock',
      deliveredTooMany: 'More delivered than ordered',
      deliveredTooFew: 'Less delivered than ordered',
      failedInService: 'Failed in service',
      leaking: 'Leaking',
      noise: 'Noise',
      electricalFault: 'Electrical fault',
    },
    labels: {
      date: 'Date',
      customer: 'Customer number',
      order: 'Order',
    },
    mail: {
      subject: (t, n) => `${t} ${n} received`,
      greeting: (n) => `Hello ${n},`,
      intro: 'we have received your request:',
      next: 'We will review it and get back to you with the next step.',
      closing: 'Kind regards',
    },
  },
  fr: {
    title: { return: 'Demande de retour', warranty: 'Demande de garantie', core: 'Retour de pièce usagée (consigne)' },
    reason: {
      wrongPart: 'Mauvaise pièce livrée',
      orderedByMistake: 'Commandé par erreur',
      damagedInTransit: 'Endommagé pendant le transport',
      surplus: 'Surstock',
      deliveredTooMany: 'Livré en plus de la commande',
      deliveredTooFew: 'Livré en moins de la commande',
      failedInService: 'Défaillance en service',
      leaking: 'Fuite',
      noise: 'Bruit anormal',
      electricalFault: 'Défaut électrique',
    },
    labels: {
      date: 'Date',
      customer: 'Numéro client',
      order: 'Commande',
    },
    mail: {
      subject: (t, n) => `${t} ${n} reçue`,
      greeting: (n) => `Bonjour ${n},`,
      intro: 'nous avons bien reçu votre demande :',
      next: 'Nous allons l’examiner et revenir vers vous pour la suite.',
      closing: 'Cordialement',
    },
  },
  it: {
    title: { return: 'Richiesta di reso', warranty: 'Richiesta di garanzia', core: 'Reso parte usata (vuoto a rendere)' },
    reason: {
      wrongPart: 'Ricambio errato consegnato',
      orderedByMistake: 'Ordinato per errore',
      damagedInTransit: 'Danneggiato durante il trasporto',
      surplus: 'Eccedenza di magazzino',
      deliveredTooMany: "Consegnato più dell'ordinato",
      deliveredTooFew: "Consegnato meno dell'ordinato",
      failedInService: 'Guasto in esercizio',
      leaking: 'Perdita',
      noise: 'Rumorosità',
      electricalFault: 'Guasto elettrico',
    },
    labels: {
      date: 'Data',
      customer: 'Codice cliente',
      order: 'Ordine',
    },
    mail: {
      subject: (t, n) => `${t} ${n} ricevuta`,
      greeting: (n) => `Buongiorno ${n},`,
      intro: 'abbiamo ricevuto la sua richiesta:',
      next: 'La esamineremo e la ricontatteremo per il passo successivo.',
      closing: 'Cordiali saluti',
    },
  },
  ru: {
    title: { return: 'Заявка на возврат', warranty: 'Гарантийная рекламация', core: 'Возврат старого агрегата' },
    reason: {
      wrongPart: 'Поставлена не та деталь',
      orderedByMistake: 'Заказано по ошибке',
      damagedInTransit: 'Повреждено при транспортировке',
      surplus: 'Излишек на складе',
      deliveredTooMany: 'Поставлено больше заказанного',
      deliveredTooFew: 'Поставлено меньше заказанного',
      failedInService: 'Отказ в эксплуатации',
      leaking: 'Утечка',
      noise: 'Посторонний шум',
      electricalFault: 'Неисправность электрики',
    },
    labels: {
      date: 'Дата',
      customer: 'Номер клиента',
      order: 'Заказ',
    },
    mail: {
      subject: (t, n) => `${t} ${n} получена`,
      greeting: (n) => `Здравствуйте, ${n}!`,
      intro: 'мы получили вашу заявку:',
      next: 'Мы рассмотрим её и сообщим о следующем шаге.',
      closing: 'С уважением',
    },
  },
  nl: {
    title: { return: 'Retouraanvraag', warranty: 'Garantieclaim', core: 'Retour oud onderdeel (statiegeld)' },
    reason: {
      wrongPart: 'Verkeerd onderdeel geleverd',
      orderedByMistake: 'Per vergissing besteld',
      damagedInTransit: 'Transportschade',
      surplus: 'Overtollige voorraad',
      deliveredTooMany: 'Meer geleverd dan besteld',
      deliveredTooFew: 'Minder geleverd dan besteld',
      failedInService: 'Uitgevallen tijdens gebruik',
      leaking: 'Lekkage',
      noise: 'Geluid',
      electricalFault: 'Elektrisch defect',
    },
    labels: {
      date: 'Datum',
      customer: 'Klantnummer',
      order: 'Order',
    },
    mail: {
      subject: (t, n) => `${t} ${n} ontvangen`,
      greeting: (n) => `Beste ${n},`,
      intro: 'we hebben uw aanvraag ontvangen:',
      next: 'We beoordelen deze en nemen contact op over de volgende stap.',
      closing: 'Met vriendelijke groet',
    },
  },
  pt: {
    title: { return: 'Pedido de devolução', warranty: 'Reclamação de garantia', core: 'Devolução de peça usada (casco)' },
    reason: {
      wrongPart: 'Peça errada entregue',
      orderedByMistake: 'Encomendado por engano',
      damagedInTransit: 'Danificado no transporte',
      surplus: 'Excesso de stock',
      deliveredTooMany: 'Entregue mais do que encomendado',
      deliveredTooFew: 'Entregue menos do que encomendado',
      failedInService: 'Avaria em serviço',
      leaking: 'Fuga',
      noise: 'Ruído',
      electricalFault: 'Avaria elétrica',
    },
    labels: {
      date: 'Data',
      customer: 'Número de cliente',
      order: 'Encomenda',
    },
    mail: {
      subject: (t, n) => `${t} ${n} recebido`,
      greeting: (n) => `Olá ${n},`,
      intro: 'recebemos o seu pedido:',
      next: 'Vamos analisá-lo e contactá-lo com o passo seguinte.',
      closing: 'Com os melhores cumprimentos',
    },
  },
  es: {
    title: { return: 'Solicitud de devolución', warranty: 'Reclamación de garantía', core: 'Devolución de pieza usada (casco)' },
    reason: {
      wrongPart: 'Pieza equivocada entregada',
      orderedByMistake: 'Pedido por error',
      damagedInTransit: 'Dañado en el transporte',
      surplus: 'Exceso de stock',
      deliveredTooMany: 'Entregado más de lo pedido',
      deliveredTooFew: 'Entregado menos de lo pedido',
      failedInService: 'Avería en servicio',
      leaking: 'Fuga',
      noise: 'Ruido',
      electricalFault: 'Avería eléctrica',
    },
    labels: {
      date: 'Fecha',
      customer: 'Número de cliente',
      order: 'Pedido',
    },
    mail: {
      subject: (t, n) => `${t} ${n} recibida`,
      greeting: (n) => `Hola ${n}:`,
      intro: 'hemos recibido su solicitud:',
      next: 'La revisaremos y le informaremos del siguiente paso.',
      closing: 'Saludos cordiales',
    },
  },
}
