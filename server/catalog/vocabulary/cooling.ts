import { codes, dia, mm, node, partType, type TreeNode } from './model'

const COOLED = 'truck bus agri engines'

/** C70 Cooling and heating. */
export const COOLING_TREE: TreeNode[] = [
  node(
    'Motorkühlung|Engine cooling|Refroidissement moteur|Raffreddamento motore|Охлаждение двигателя|Motorkoeling|Arrefecimento do motor|Refrigeración del motor',
    {
      types: [
        partType(
          'water-pump',
          'Wasserpumpe|Water pump|Pompe à eau|Pompa acqua|Водяной насос|Waterpomp|Bomba de água|Bomba de agua',
          {
            shape: 'pump',
            divisions: `${COOLED} van`,
            attributes: codes('WP', 10),
            grams: [3000, 9000],
            cents: [9000, 35000],
          },
        ),
        partType('radiator', 'Kühler|Radiator|Radiateur|Radiatore|Радиатор|Radiateur|Radiador|Radiador', {
          shape: 'radiator',
          divisions: `${COOLED} van`,
          attributes: ['900x800 mm', '1000x900 mm', '1050x950 mm', '650x500 mm'],
          grams: [15000, 35000],
          cents: [30000, 110000],
        }),
        partType('thermostat', 'Thermostat|Thermostat|Thermostat|Termostato|Термостат|Thermostaat|Termóstato|Termostato', {
          shape: 'valve',
          divisions: `${COOLED} van`,
          attributes: ['79 °C', '83 °C', '86 °C', '88 °C'],
          grams: [200, 700],
          cents: [1500, 6000],
        }),
        partType(
          'viscous-fan-clutch',
          'Viscolüfterkupplung|Viscous fan clutch|Embrayage de ventilateur visco|Giunto viscostatico|Вискомуфта вентилятора|Viscokoppeling|Embraiagem viscosa do ventilador|Embrague viscoso del ventilador',
          { shape: 'fan', divisions: COOLED, attributes: dia(200, 260, 20), grams: [6000, 12000], cents: [20000, 70000] },
        ),
      ],
    },
  ),
  node(
    'Heizung und Klima|Heating and air conditioning|Chauffage et climatisation|Riscaldamento e climatizzazione|Отопление и кондиционер|Verwarming en airco|Aquecimento e ar condicionado|Calefacción y climatización',
    {
      types: [
        partType(
          'ac-compressor',
          'Klimakompressor|Air conditioning compressor|Compresseur de climatisation|Compressore climatizzatore|Компрессор кондиционера|Aircocompressor|Compressor do ar condicionado|Compresor de aire acondicionado',
          {
            shape: 'pump',
            divisions: 'truck bus van agri',
            attributes: ['24 V', '12 V', '24 V PAG 46'],
            grams: [6000, 10000],
            cents: [25000, 70000],
          },
        ),
        partType(
          'heater-blower-motor',
          'Gebläsemotor|Heater blower motor|Moteur de pulseur d’air|Motorino ventilatore abitacolo|Мотор отопителя|Kachelventilatormotor|Motor do ventilador da sofagem|Motor del ventilador de calefacción',
          {
            shape: 'fan',
            divisions: 'truck bus van agri',
            attributes: mm(120, 180, 20),
            grams: [1000, 2500],
            cents: [6000, 22000],
          },
        ),
      ],
    },
  ),
]
