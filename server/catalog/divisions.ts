import type { Language } from '../../src/shared/contracts/languages'

export type Names = Record<Language, string>

export type DivisionSeed = { id: string; slug: string; names: Names }

/** The product divisions of the shop; the slug is language-neutral, the names are the trade's words. */
export const DIVISIONS: DivisionSeed[] = [
  {
    id: 'truck',
    slug: 'truck',
    names: {
      de: 'Lkw',
      en: 'Truck',
      fr: 'Poids lourds',
      it: 'Autocarri',
      ru: 'Грузовики',
      nl: 'Vrachtwagens',
      pt: 'Camiões',
      es: 'Camiones',
    },
  },
  {
    id: 'trailer',
    slug: 'trailer',
    names: {
      de: 'Anhänger und Auflieger',
      en: 'Trailer',
      fr: 'Remorques et semi-remorques',
      it: 'Rimorchi e semirimorchi',
      ru: 'Прицепы и полуприцепы',
      nl: 'Aanhangwagens en opleggers',
      pt: 'Reboques e semirreboques',
      es: 'Remolques y semirremolques',
    },
  },
  {
    id: 'bus',
    slug: 'bus',
    names: {
      de: 'Bus',
      en: 'Bus',
      fr: 'Autobus et autocars',
      it: 'Autobus',
      ru: 'Автобусы',
      nl: 'Bussen',
      pt: 'Autocarros',
      es: 'Autobuses',
    },
  },
  {
    id: 'van',
    slug: 'van',
    names: {
      de: 'Transporter',
      en: 'Van',
      fr: 'Véhicules utilitaires légers',
      it: 'Veicoli commerciali leggeri',
      ru: 'Лёгкие коммерческие автомобили',
      nl: 'Bestelwagens',
      pt: 'Veículos comerciais ligeiros',
      es: 'Furgonetas',
    },
  },
  {
    id: 'agri',
    slug: 'agricultural',
    names: {
      de: 'Landmaschinen und Offroad',
      en: 'Agricultural and off-road',
      fr: 'Machines agricoles et tout-terrain',
      it: 'Macchine agricole e off-road',
      ru: 'Сельхозтехника и внедорожная техника',
      nl: 'Landbouw en offroad',
      pt: 'Máquinas agrícolas e todo-o-terreno',
      es: 'Maquinaria agrícola y todoterreno',
    },
  },
  {
    id: 'engines',
    slug: 'industrial-engines',
    names: {
      de: 'Industriemotoren',
      en: 'Industrial engines',
      fr: 'Moteurs industriels',
      it: 'Motori industriali',
      ru: 'Промышленные двигатели',
      nl: 'Industriemotoren',
      pt: 'Motores industriais',
      es: 'Motores industriales',
    },
  },
]

export type CategorySeed = { id: string; image: string; names: Names }

/** Top-level product groups; `U23` is the universal-parts group the header links to (SPEC.md §2). */
export const TOP_CATEGORIES: CategorySeed[] = [
  {
    id: 'C10',
    image: 'engine',
    names: { de: 'Motor', en: 'Engine', fr: 'Moteur', it: 'Motore', ru: 'Двигатель', nl: 'Motor', pt: 'Motor', es: 'Motor' },
  },
  {
    id: 'C20',
    image: 'brakes',
    names: {
      de: 'Bremsanlage',
      en: 'Brake system',
      fr: 'Système de freinage',
      it: 'Impianto frenante',
      ru: 'Тормозная система',
      nl: 'Remsysteem',
      pt: 'Sistema de travagem',
      es: 'Sistema de frenos',
    },
  },
  {
    id: 'C30',
    image: 'clutch',
    names: {
      de: 'Kupplung und Getriebe',
      en: 'Clutch and gearbox',
      fr: 'Embrayage et boîte de vitesses',
      it: 'Frizione e cambio',
      ru: 'Сцепление и коробка передач',
      nl: 'Koppeling en versnellingsbak',
      pt: 'Embraiagem e caixa de velocidades',
      es: 'Embrague y caja de cambios',
    },
  },
  {
    id: 'C40',
    image: 'suspension',
    names: {
      de: 'Fahrwerk und Lenkung',
      en: 'Suspension and steering',
      fr: 'Suspension et direction',
      it: 'Sospensioni e sterzo',
      ru: 'Подвеска и рулевое управление',
      nl: 'Vering en besturing',
      pt: 'Suspensão e direção',
      es: 'Suspensión y dirección',
    },
  },
  {
    id: 'C50',
    image: 'air',
    names: {
      de: 'Druckluftanlage',
      en: 'Compressed-air system',
      fr: 'Circuit d’air comprimé',
      it: 'Impianto aria compressa',
      ru: 'Пневмосистема',
      nl: 'Persluchtinstallatie',
      pt: 'Sistema de ar comprimido',
      es: 'Sistema de aire comprimido',
    },
  },
  {
    id: 'C60',
    image: 'electrics',
    names: {
      de: 'Elektrik',
      en: 'Electrics',
      fr: 'Électricité',
      it: 'Impianto elettrico',
      ru: 'Электрооборудование',
      nl: 'Elektrische installatie',
      pt: 'Sistema elétrico',
      es: 'Sistema eléctrico',
    },
  },
  {
    id: 'C70',
    image: 'cooling',
    names: {
      de: 'Kühlung und Heizung',
      en: 'Cooling and heating',
      fr: 'Refroidissement et chauffage',
      it: 'Raffreddamento e riscaldamento',
      ru: 'Охлаждение и отопление',
      nl: 'Koeling en verwarming',
      pt: 'Arrefecimento e aquecimento',
      es: 'Refrigeración y calefacción',
    },
  },
  {
    id: 'C80',
    image: 'cab',
    names: {
      de: 'Fahrerhaus und Karosserie',
      en: 'Cab and body',
      fr: 'Cabine et carrosserie',
      it: 'Cabina e carrozzeria',
      ru: 'Кабина и кузов',
      nl: 'Cabine en carrosserie',
      pt: 'Cabina e carroçaria',
      es: 'Cabina y carrocería',
    },
  },
  {
    id: 'U23',
    image: 'universal',
    names: {
      de: 'Universalteile',
      en: 'Universal parts',
      fr: 'Pièces universelles',
      it: 'Ricambi universali',
      ru: 'Универсальные детали',
      nl: 'Universele onderdelen',
      pt: 'Peças universais',
      es: 'Piezas universales',
    },
  },
]
