import { codes, mm, node, partType, type TreeNode, volts } from './model'

const CABS = 'truck bus van agri'

/** C80 Cab and body. */
export const CAB_TREE: TreeNode[] = [
  node('Spiegel|Mirrors|Rétroviseurs|Specchi|Зеркала|Spiegels|Espelhos|Espejos', {
    types: [
      partType(
        'main-mirror',
        'Hauptspiegel|Main mirror|Rétroviseur principal|Specchio principale|Основное зеркало|Hoofdspiegel|Espelho principal|Espejo principal',
        {
          shape: 'mirror',
          divisions: CABS,
          attributes: codes('HM', 6),
          qualifier: 'side',
          grams: [2500, 6000],
          cents: [6000, 30000],
        },
      ),
      partType(
        'mirror-glass',
        'Spiegelglas|Mirror glass|Glace de rétroviseur|Vetro specchio|Зеркальный элемент|Spiegelglas|Vidro do espelho|Cristal de espejo',
        {
          shape: 'mirror',
          divisions: CABS,
          attributes: ['380x200 mm', '390x180 mm', '410x210 mm'],
          qualifier: 'side',
          grams: [500, 1500],
          cents: [1500, 7000],
        },
      ),
    ],
  }),
  node(
    'Fahrerhauslagerung|Cab suspension|Suspension de cabine|Sospensione cabina|Подвеска кабины|Cabinevering|Suspensão da cabina|Suspensión de cabina',
    {
      types: [
        partType(
          'cab-shock-absorber',
          'Fahrerhausdämpfer|Cab shock absorber|Amortisseur de cabine|Ammortizzatore cabina|Амортизатор кабины|Cabineschokdemper|Amortecedor da cabina|Amortiguador de cabina',
          { shape: 'cylinder', divisions: 'truck', attributes: mm(200, 350, 25), grams: [1000, 3000], cents: [3000, 12000] },
        ),
        partType(
          'cab-tilt-pump',
          'Kipppumpe Fahrerhaus|Cab tilt pump|Pompe de basculement de cabine|Pompa ribaltamento cabina|Насос опрокидывания кабины|Kantelpomp cabine|Bomba de basculamento da cabina|Bomba de basculación de cabina',
          { shape: 'pump', divisions: 'truck', attributes: codes('KP', 6), grams: [3000, 6000], cents: [12000, 40000] },
        ),
      ],
    },
  ),
  node('Scheibenwischer|Wipers|Essuie-glaces|Tergicristalli|Стеклоочистители|Ruitenwissers|Limpa-para-brisas|Limpiaparabrisas', {
    types: [
      partType(
        'wiper-blade',
        'Wischerblatt|Wiper blade|Balai d’essuie-glace|Spazzola tergicristallo|Щётка стеклоочистителя|Ruitenwisserblad|Escova limpa-para-brisas|Escobilla limpiaparabrisas',
        { shape: 'wiper', divisions: CABS, attributes: mm(550, 1000, 50), grams: [200, 700], cents: [800, 4000] },
      ),
      partType(
        'wiper-motor',
        'Wischermotor|Wiper motor|Moteur d’essuie-glace|Motorino tergicristallo|Мотор стеклоочистителя|Ruitenwissermotor|Motor do limpa-para-brisas|Motor del limpiaparabrisas',
        { shape: 'motor', divisions: CABS, attributes: volts(), grams: [1500, 3500], cents: [7000, 26000] },
      ),
    ],
  }),
  node('Karosserie|Body parts|Carrosserie|Carrozzeria|Кузовные детали|Carrosseriedelen|Carroçaria|Carrocería', {
    types: [
      partType('mudguard', 'Kotflügel|Mudguard|Garde-boue|Parafango|Крыло|Spatbord|Guarda-lamas|Guardabarros', {
        shape: 'panel',
        divisions: 'truck trailer bus',
        attributes: mm(540, 660, 40),
        qualifier: 'side',
        grams: [2000, 7000],
        cents: [3000, 16000],
      }),
      partType('step', 'Trittstufe|Step|Marchepied|Gradino|Подножка|Opstap|Degrau|Estribo', {
        shape: 'panel',
        divisions: 'truck bus agri',
        attributes: codes('ST', 4),
        qualifier: 'side',
        grams: [1000, 4000],
        cents: [2500, 12000],
      }),
    ],
  }),
]
