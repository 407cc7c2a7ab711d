import { codes, mm, node, partType, type TreeNode } from './model'

const ALL_ROAD = 'truck trailer bus van agri'

/** C60 Electrics. */
export const ELECTRICS_TREE: TreeNode[] = [
  node('Beleuchtung|Lighting|Éclairage|Illuminazione|Освещение|Verlichting|Iluminação|Iluminación', {
    types: [
      partType('headlamp', 'Hauptscheinwerfer|Headlamp|Projecteur principal|Proiettore|Фара|Koplamp|Farol|Faro', {
        shape: 'lamp',
        divisions: 'truck bus van agri',
        attributes: ['H7', 'H4', 'LED', 'Xenon D1S'],
        qualifier: 'side',
        grams: [2000, 6000],
        cents: [9000, 45000],
      }),
      partType(
        'tail-lamp',
        'Heckleuchte|Tail lamp|Feu arrière|Fanale posteriore|Задний фонарь|Achterlicht|Farolim traseiro|Piloto trasero',
        {
          shape: 'lamp',
          divisions: ALL_ROAD,
          attributes: ['LED 24 V', '24 V', '12 V', 'LED 12 V'],
          qualifier: 'side',
          grams: [600, 2000],
          cents: [2500, 14000],
        },
      ),
      partType('bulb', 'Glühlampe|Bulb|Ampoule|Lampadina|Лампа накаливания|Gloeilamp|Lâmpada|Bombilla', {
        shape: 'bulb',
        divisions: ALL_ROAD,
        attributes: ['H1 24 V 70 W', 'H4 24 V 75/70 W', 'H7 24 V 70 W', 'P21W 24 V', 'R10W 24 V', 'W5W 24 V'],
        grams: [10, 40],
        cents: [150, 1500],
      }),
    ],
  }),
  node(
    'Starten und Laden|Starting and charging|Démarrage et charge|Avviamento e ricarica|Пуск и зарядка|Starten en laden|Arranque e carga|Arranque y carga',
    {
      types: [
        partType(
          'starter-motor',
          'Starter|Starter motor|Démarreur|Motorino di avviamento|Стартер|Startmotor|Motor de arranque|Motor de arranque',
          {
            shape: 'motor',
            divisions: 'truck bus van agri engines',
            attributes: ['24 V 5,5 kW', '24 V 6,6 kW', '24 V 7,8 kW', '12 V 3,0 kW'],
            grams: [6000, 14000],
            cents: [18000, 60000],
          },
        ),
        partType('alternator', 'Generator|Alternator|Alternateur|Alternatore|Генератор|Dynamo|Alternador|Alternador', {
          shape: 'motor',
          divisions: 'truck bus van agri engines',
          attributes: ['28 V 80 A', '28 V 100 A', '28 V 120 A', '14 V 150 A'],
          grams: [5000, 11000],
          cents: [15000, 52000],
        }),
      ],
    },
  ),
  node('Sensoren|Sensors|Capteurs|Sensori|Датчики|Sensoren|Sensores|Sensores', {
    types: [
      partType('abs-sensor', 'ABS-Sensor|ABS sensor|Capteur ABS|Sensore ABS|Датчик ABS|ABS-sensor|Sensor ABS|Sensor ABS', {
        shape: 'sensor',
        divisions: 'truck trailer bus van',
        attributes: mm(400, 2400, 400),
        grams: [80, 300],
        cents: [1500, 6000],
      }),
      partType(
        'temperature-sensor',
        'Temperatursensor|Temperature sensor|Capteur de température|Sensore temperatura|Датчик температуры|Temperatuursensor|Sensor de temperatura|Sensor de temperatura',
        {
          shape: 'sensor',
          divisions: 'truck bus van agri engines',
          attributes: codes('TS', 6),
          grams: [40, 150],
          cents: [1200, 5000],
        },
      ),
    ],
  }),
]
