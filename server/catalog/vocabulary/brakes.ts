import { codes, dia, node, partType, type TreeNode } from './model'

const HEAVY = 'truck trailer bus'

/** C20 Brake system, five levels deep at the caliper repair kits. */
export const BRAKES_TREE: TreeNode[] = [
  node('Radbremse|Wheel brake|Frein de roue|Freno ruota|Колёсный тормоз|Wielrem|Travão de roda|Freno de rueda', {
    children: [
      node('Scheibenbremse|Disc brake|Frein à disque|Freno a disco|Дисковый тормоз|Schijfrem|Travão de disco|Freno de disco', {
        children: [
          node(
            'Bremsscheiben|Brake discs|Disques de frein|Dischi freno|Тормозные диски|Remschijven|Discos de travão|Discos de freno',
            {
              types: [
                partType(
                  'brake-disc',
                  'Bremsscheibe|Brake disc|Disque de frein|Disco freno|Тормозной диск|Remschijf|Disco de travão|Disco de freno',
                  {
                    shape: 'disc',
                    divisions: `${HEAVY} van`,
                    attributes: dia(330, 440, 10),
                    qualifier: 'axle',
                    grams: [9000, 38000],
                    cents: [6000, 24000],
                  },
                ),
              ],
            },
          ),
          node(
            'Bremsbeläge|Brake pads|Plaquettes de frein|Pastiglie freno|Тормозные колодки|Remblokken|Pastilhas de travão|Pastillas de freno',
            {
              types: [
                partType(
                  'brake-pad-set',
                  'Bremsbelagsatz|Brake pad set|Jeu de plaquettes de frein|Kit pastiglie freno|Комплект тормозных колодок|Remblokset|Jogo de pastilhas de travão|Juego de pastillas de freno',
                  {
                    shape: 'pad',
                    divisions: `${HEAVY} van`,
                    attributes: codes('WVA', 12),
                    qualifier: 'axle',
                    grams: [2500, 9000],
                    cents: [3500, 16000],
                  },
                ),
                partType(
                  'brake-wear-sensor',
                  'Verschleißanzeiger|Brake wear sensor|Témoin d’usure|Sensore usura pastiglie|Датчик износа колодок|Slijtagesensor|Sensor de desgaste|Sensor de desgaste',
                  {
                    shape: 'sensor',
                    divisions: `${HEAVY} van`,
                    attributes: ['390 mm', '620 mm', '780 mm', '1050 mm'],
                    grams: [40, 160],
                    cents: [600, 3000],
                  },
                ),
              ],
            },
          ),
          node(
            'Bremssättel|Brake calipers|Étriers de frein|Pinze freno|Тормозные суппорты|Remklauwen|Pinças de travão|Pinzas de freno',
            {
              children: [
                node(
                  'Bremssattel-Reparatursätze|Caliper repair kits|Kits de réparation d’étrier|Kit riparazione pinza|Ремкомплекты суппорта|Remklauwreparatiesets|Kits de reparação de pinça|Kits de reparación de pinza',
                  {
                    types: [
                      partType(
                        'caliper-repair-kit',
                        'Reparatursatz Bremssattel|Caliper repair kit|Kit de réparation d’étrier|Kit riparazione pinza freno|Ремкомплект суппорта|Reparatieset remklauw|Kit de reparação da pinça|Kit de reparación de pinza',
                        { shape: 'kit', divisions: HEAVY, attributes: codes('SK', 10), grams: [200, 1500], cents: [2000, 11000] },
                      ),
                      partType(
                        'caliper-guide-kit',
                        'Führungssatz Bremssattel|Caliper guide kit|Kit de guidage d’étrier|Kit guide pinza freno|Комплект направляющих суппорта|Geleideset remklauw|Kit de guias da pinça|Kit de guías de pinza',
                        { shape: 'kit', divisions: HEAVY, attributes: codes('GK', 8), grams: [300, 1200], cents: [2500, 9000] },
                      ),
                    ],
                  },
                ),
              ],
              types: [
                partType(
                  'brake-caliper',
                  'Bremssattel|Brake caliper|Étrier de frein|Pinza freno|Тормозной суппорт|Remklauw|Pinça de travão|Pinza de freno',
                  {
                    shape: 'pad',
                    divisions: HEAVY,
                    attributes: ['SB6', 'SB7', 'SN7', 'SK7', 'ELSA 2', 'ELSA 225', 'LRG', 'D-DUCO'],
                    qualifier: 'side',
                    grams: [24000, 42000],
                    cents: [30000, 95000],
                  },
                ),
              ],
            },
          ),
        ],
      }),
      node(
        'Trommelbremse|Drum brake|Frein à tambour|Freno a tamburo|Барабанный тормоз|Trommelrem|Travão de tambor|Freno de tambor',
        {
          types: [
            partType(
              'brake-drum',
              'Bremstrommel|Brake drum|Tambour de frein|Tamburo freno|Тормозной барабан|Remtrommel|Tambor de travão|Tambor de freno',
              {
                shape: 'drum',
                divisions: HEAVY,
                attributes: dia(360, 420, 10),
                qualifier: 'axle',
                grams: [30000, 60000],
                cents: [9000, 26000],
              },
            ),
            partType(
              'brake-shoe',
              'Bremsbacke|Brake shoe|Mâchoire de frein|Ganascia freno|Колодка барабанного тормоза|Remschoen|Maxila de travão|Zapata de freno',
              {
                shape: 'pad',
                divisions: HEAVY,
                attributes: ['180 mm', '200 mm', '220 mm'],
                grams: [5000, 12000],
                cents: [4000, 14000],
              },
            ),
          ],
        },
      ),
    ],
  }),
  node(
    'Bremszylinder|Brake cylinders|Cylindres de frein|Cilindri freno|Тормозные камеры|Remcilinders|Cilindros de travão|Cilindros de freno',
    {
      types: [
        partType(
          'spring-brake-cylinder',
          'Federspeicherbremszylinder|Spring brake cylinder|Cylindre de frein à ressort|Cilindro freno a molla|Энергоаккумулятор|Veerremcilinder|Cilindro de travão de mola|Cilindro de freno de muelle',
          {
            shape: 'cylinder',
            divisions: HEAVY,
            attributes: ['16/24', '20/24', '24/24', '24/30', '30/30'],
            grams: [6000, 11000],
            cents: [8000, 26000],
          },
        ),
        partType(
          'brake-chamber',
          'Membranzylinder|Brake chamber|Cylindre de frein à membrane|Cilindro freno a membrana|Тормозная камера|Membraamcilinder|Câmara de travão|Cámara de freno',
          {
            shape: 'cylinder',
            divisions: HEAVY,
            attributes: ['T16', 'T20', 'T24', 'T30'],
            grams: [2500, 5000],
            cents: [3500, 11000],
          },
        ),
      ],
    },
  ),
  node(
    'Bremsgestänge|Brake linkage|Timonerie de frein|Leveraggi freno|Тормозные рычаги|Remstangen|Articulações do travão|Varillaje de freno',
    {
      types: [
        partType(
          'slack-adjuster',
          'Gestängesteller|Slack adjuster|Régleur de timonerie|Registro freno|Регулятор тормозного рычага|Remstelhefboom|Regulador de travão|Regulador de freno',
          {
            shape: 'rod',
            divisions: HEAVY,
            attributes: ['130 mm', '145 mm', '150 mm', '165 mm', '180 mm'],
            qualifier: 'side',
            grams: [2500, 5000],
            cents: [4000, 13000],
          },
        ),
      ],
    },
  ),
]
