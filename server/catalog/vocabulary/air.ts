import { codes, dia, mm, node, partType, type TreeNode, threads, volts } from './model'

const AIR = 'truck trailer bus'

/** C50 Compressed-air system; five levels deep at the oil separator cartridges. */
export const AIR_TREE: TreeNode[] = [
  node(
    'Luftaufbereitung|Air treatment|Traitement de l’air|Trattamento aria|Подготовка воздуха|Luchtbehandeling|Tratamento do ar|Tratamiento del aire',
    {
      children: [
        node(
          'Lufttrockner|Air dryers|Dessiccateurs|Essiccatori|Осушители воздуха|Luchtdrogers|Secadores de ar|Secadores de aire',
          {
            children: [
              node(
                'Lufttrocknerpatronen|Air dryer cartridges|Cartouches de dessiccateur|Cartucce essiccatore|Картриджи осушителя|Luchtdrogerpatronen|Cartuchos do secador|Cartuchos del secador',
                {
                  children: [
                    node(
                      'Ölabscheiderpatronen|Oil separator cartridges|Cartouches déshuileuses|Cartucce disoleatrici|Маслоотделительные картриджи|Olieafscheiderpatronen|Cartuchos separadores de óleo|Cartuchos separadores de aceite',
                      {
                        types: [
                          partType(
                            'oil-separator-cartridge',
                            'Ölabscheiderpatrone|Oil separator cartridge|Cartouche déshuileuse|Cartuccia disoleatrice|Маслоотделительный картридж|Olieafscheiderpatroon|Cartucho separador de óleo|Cartucho separador de aceite',
                            {
                              shape: 'cartridge',
                              divisions: 'truck bus',
                              attributes: threads('39x1,5', '41x1,5'),
                              grams: [1200, 1900],
                              cents: [3500, 9000],
                            },
                          ),
                        ],
                      },
                    ),
                  ],
                  types: [
                    partType(
                      'air-dryer-cartridge',
                      'Lufttrocknerpatrone|Air dryer cartridge|Cartouche de dessiccateur|Cartuccia essiccatore|Картридж осушителя воздуха|Luchtdrogerpatroon|Cartucho do secador de ar|Cartucho del secador de aire',
                      {
                        shape: 'cartridge',
                        divisions: 'truck bus',
                        attributes: threads('39x1,5', '41x1,5', '42x1,5'),
                        grams: [1300, 2000],
                        cents: [2500, 8000],
                      },
                    ),
                  ],
                },
              ),
            ],
            types: [
              partType(
                'air-dryer',
                'Lufttrockner|Air dryer|Dessiccateur d’air|Essiccatore aria|Осушитель воздуха|Luchtdroger|Secador de ar|Secador de aire',
                { shape: 'cartridge', divisions: 'truck bus', attributes: volts(), grams: [4000, 7000], cents: [15000, 45000] },
              ),
            ],
          },
        ),
        node('Kompressoren|Compressors|Compresseurs|Compressori|Компрессоры|Compressoren|Compressores|Compresores', {
          types: [
            partType(
              'air-compressor',
              'Kompressor|Air compressor|Compresseur d’air|Compressore aria|Воздушный компрессор|Luchtcompressor|Compressor de ar|Compresor de aire',
              {
                shape: 'pump',
                divisions: 'truck bus',
                attributes: ['318 cm³', '636 cm³', '720 cm³'],
                grams: [12000, 25000],
                cents: [40000, 120000],
              },
            ),
            partType(
              'compressor-repair-kit',
              'Reparatursatz Kompressor|Compressor repair kit|Kit de réparation de compresseur|Kit riparazione compressore|Ремкомплект компрессора|Reparatieset compressor|Kit de reparação do compressor|Kit de reparación del compresor',
              { shape: 'kit', divisions: 'truck bus', attributes: dia(75, 100, 5), grams: [500, 2000], cents: [3000, 14000] },
            ),
          ],
        }),
      ],
    },
  ),
  node(
    'Druckluftventile|Air valves|Valves pneumatiques|Valvole pneumatiche|Пневматические клапаны|Persluchtventielen|Válvulas pneumáticas|Válvulas neumáticas',
    {
      types: [
        partType(
          'solenoid-valve',
          'Magnetventil|Solenoid valve|Électrovanne|Elettrovalvola|Электромагнитный клапан|Magneetventiel|Electroválvula|Electroválvula',
          { shape: 'valve', divisions: AIR, attributes: volts(), grams: [300, 1200], cents: [3000, 14000] },
        ),
        partType(
          'relay-valve',
          'Relaisventil|Relay valve|Valve relais|Valvola relè|Ускорительный клапан|Relaisventiel|Válvula relé|Válvula relé',
          {
            shape: 'valve',
            divisions: AIR,
            attributes: codes('RV', 6),
            grams: [900, 2000],
            cents: [4000, 15000],
          },
        ),
        partType(
          'levelling-valve',
          'Luftfederventil|Levelling valve|Valve de nivellement|Valvola livellatrice|Клапан уровня пола|Niveauregelventiel|Válvula niveladora|Válvula niveladora',
          { shape: 'valve', divisions: AIR, attributes: codes('LV', 6), grams: [400, 900], cents: [3500, 12000] },
        ),
        partType(
          'foot-brake-valve',
          'Motorwagenbremsventil|Foot brake valve|Valve de frein à pied|Valvola freno a pedale|Главный тормозной кран|Voetremventiel|Válvula de travão de pé|Válvula de freno de pie',
          { shape: 'valve', divisions: 'truck bus', attributes: codes('FB', 6), grams: [2000, 4000], cents: [15000, 45000] },
        ),
      ],
    },
  ),
  node(
    'Leitungen und Anschlüsse|Lines and fittings|Conduites et raccords|Tubi e raccordi|Трубопроводы и соединения|Leidingen en koppelingen|Tubos e uniões|Tubos y racores',
    {
      types: [
        partType(
          'coiled-air-line',
          'Wendelleitung|Coiled air line|Flexible spiralé|Spirale aria|Спиральный шланг|Spiraalleiding|Espiral de ar|Espiral de aire',
          { shape: 'hose', divisions: 'truck trailer', attributes: mm(3000, 5000, 500), grams: [500, 1500], cents: [1500, 5000] },
        ),
        partType(
          'coupling-head',
          'Kupplungskopf|Coupling head|Tête d’accouplement|Testa di accoppiamento|Соединительная головка|Koppelingskop|Cabeça de acoplamento|Cabeza de acoplamiento',
          {
            shape: 'valve',
            divisions: 'truck trailer',
            attributes: threads('16x1,5', '22x1,5'),
            grams: [300, 700],
            cents: [1200, 4500],
          },
        ),
      ],
    },
  ),
]
