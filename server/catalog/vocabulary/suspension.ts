import { codes, dia, mm, node, partType, type TreeNode } from './model'

const CHASSIS = 'truck trailer bus'

/** C40 Suspension and steering. */
export const SUSPENSION_TREE: TreeNode[] = [
  node(
    'Luftfederung|Air suspension|Suspension pneumatique|Sospensioni pneumatiche|Пневмоподвеска|Luchtvering|Suspensão pneumática|Suspensión neumática',
    {
      types: [
        partType(
          'air-spring',
          'Luftfederbalg|Air spring|Coussin d’air|Soffietto ad aria|Пневмоподушка|Luchtbalg|Fole de suspensão|Fuelle neumático',
          {
            shape: 'spring',
            divisions: CHASSIS,
            attributes: codes('4', 14),
            qualifier: 'axle',
            grams: [4000, 12000],
            cents: [6000, 22000],
          },
        ),
      ],
    },
  ),
  node(
    'Stoßdämpfer und Federn|Shock absorbers and springs|Amortisseurs et ressorts|Ammortizzatori e molle|Амортизаторы и рессоры|Schokdempers en veren|Amortecedores e molas|Amortiguadores y ballestas',
    {
      types: [
        partType(
          'shock-absorber',
          'Stoßdämpfer|Shock absorber|Amortisseur|Ammortizzatore|Амортизатор|Schokdemper|Amortecedor|Amortiguador',
          {
            shape: 'cylinder',
            divisions: `${CHASSIS} van`,
            attributes: mm(400, 700, 25),
            qualifier: 'axle',
            grams: [2500, 7000],
            cents: [4000, 16000],
          },
        ),
        partType(
          'leaf-spring',
          'Blattfeder|Leaf spring|Ressort à lames|Balestra|Листовая рессора|Bladveer|Mola de lâminas|Ballesta',
          {
            shape: 'spring',
            divisions: `${CHASSIS} agri`,
            attributes: mm(1400, 1800, 100),
            qualifier: 'axle',
            grams: [30000, 90000],
            cents: [15000, 60000],
          },
        ),
      ],
    },
  ),
  node('Lenkung|Steering|Direction|Sterzo|Рулевое управление|Besturing|Direção|Dirección', {
    types: [
      partType(
        'tie-rod-end',
        'Spurstangenkopf|Tie rod end|Rotule de direction|Testina sterzo|Наконечник рулевой тяги|Spoorstangeind|Terminal de direção|Rótula de dirección',
        {
          shape: 'rod',
          divisions: 'truck bus van agri',
          attributes: ['M24x1,5', 'M30x1,5', 'M36x1,5'],
          qualifier: 'side',
          grams: [1200, 3500],
          cents: [2500, 9000],
        },
      ),
      partType(
        'drag-link',
        'Lenkstange|Drag link|Barre de direction|Barra sterzo|Продольная рулевая тяга|Stuurstang|Barra de direção|Barra de dirección',
        { shape: 'rod', divisions: 'truck bus', attributes: mm(700, 1300, 50), grams: [5000, 12000], cents: [8000, 26000] },
      ),
      partType(
        'power-steering-pump',
        'Lenkhilfepumpe|Power steering pump|Pompe de direction assistée|Pompa servosterzo|Насос гидроусилителя руля|Stuurbekrachtigingspomp|Bomba da direção assistida|Bomba de dirección asistida',
        { shape: 'pump', divisions: 'truck bus van', attributes: codes('LP', 8), grams: [3000, 6000], cents: [15000, 48000] },
      ),
    ],
  }),
  node(
    'Achse und Radlager|Axle and wheel bearings|Essieu et roulements de roue|Assale e cuscinetti ruota|Ось и подшипники ступицы|As en wiellagers|Eixo e rolamentos de roda|Eje y rodamientos de rueda',
    {
      types: [
        partType(
          'wheel-bearing',
          'Radlager|Wheel bearing|Roulement de roue|Cuscinetto ruota|Подшипник ступицы|Wiellager|Rolamento de roda|Rodamiento de rueda',
          {
            shape: 'bearing',
            divisions: `${CHASSIS} van`,
            attributes: dia(60, 130, 5),
            qualifier: 'axle',
            grams: [1500, 6000],
            cents: [3000, 15000],
          },
        ),
        partType('wheel-hub', 'Radnabe|Wheel hub|Moyeu de roue|Mozzo ruota|Ступица колеса|Wielnaaf|Cubo de roda|Cubo de rueda', {
          shape: 'drum',
          divisions: CHASSIS,
          attributes: codes('N', 8),
          qualifier: 'axle',
          grams: [18000, 40000],
          cents: [20000, 65000],
        }),
        partType(
          'king-pin-kit',
          'Achsschenkelbolzensatz|King pin kit|Kit d’axes de pivot|Kit perni fuso|Ремкомплект шкворня|Fuseepenset|Kit de cavilhões|Kit de pivotes',
          { shape: 'kit', divisions: 'truck bus', attributes: dia(40, 55, 5), grams: [2500, 6000], cents: [6000, 20000] },
        ),
      ],
    },
  ),
]
