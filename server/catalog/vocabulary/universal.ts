import { mm, node, partType, type TreeNode, threads } from './model'

const EVERY = 'truck trailer bus van agri engines'

/** U23 Universal parts: fasteners and workshop supplies that fit any make. */
export const UNIVERSAL_TREE: TreeNode[] = [
  node('Befestigungsteile|Fasteners|Fixations|Elementi di fissaggio|Крепёж|Bevestigingsmaterialen|Fixações|Fijaciones', {
    children: [
      node(
        'Radbefestigung|Wheel fastening|Fixation de roue|Fissaggio ruote|Крепление колёс|Wielbevestiging|Fixação de rodas|Fijación de ruedas',
        {
          types: [
            partType(
              'wheel-bolt',
              'Radbolzen|Wheel bolt|Goujon de roue|Bullone ruota|Колёсная шпилька|Wielbout|Perno de roda|Espárrago de rueda',
              {
                shape: 'bolt',
                divisions: 'truck trailer bus van',
                attributes: threads('22x1,5', '20x1,5', '18x1,5'),
                grams: [300, 900],
                cents: [300, 2000],
              },
            ),
            partType(
              'wheel-nut',
              'Radmutter|Wheel nut|Écrou de roue|Dado ruota|Колёсная гайка|Wielmoer|Porca de roda|Tuerca de rueda',
              {
                shape: 'bolt',
                divisions: 'truck trailer bus van',
                attributes: threads('22x1,5', '20x1,5', '18x1,5'),
                grams: [150, 400],
                cents: [150, 1200],
              },
            ),
          ],
        },
      ),
    ],
    types: [
      partType(
        'hose-clamp',
        'Schlauchschelle|Hose clamp|Collier de serrage|Fascetta stringitubo|Хомут|Slangklem|Braçadeira|Abrazadera',
        {
          shape: 'clamp',
          divisions: EVERY,
          attributes: ['20-32 mm', '32-50 mm', '40-60 mm', '60-80 mm', '80-100 mm'],
          grams: [20, 120],
          cents: [80, 600],
        },
      ),
    ],
  }),
  node(
    'Werkstattbedarf|Workshop supplies|Fournitures d’atelier|Materiale d’officina|Расходные материалы для мастерской|Werkplaatsbenodigdheden|Consumíveis de oficina|Suministros de taller',
    {
      types: [
        partType(
          'o-ring-assortment',
          'O-Ring-Sortiment|O-ring assortment|Assortiment de joints toriques|Assortimento O-ring|Набор уплотнительных колец|O-ringassortiment|Sortido de O-rings|Surtido de juntas tóricas',
          { shape: 'gasket', divisions: EVERY, attributes: ['225', '386', '419'], grams: [500, 1500], cents: [1500, 6000] },
        ),
        partType(
          'cable-tie',
          'Kabelbinder|Cable tie|Collier de câblage|Fascetta per cavi|Кабельная стяжка|Kabelbinder|Abraçadeira de cabos|Brida para cables',
          {
            shape: 'clamp',
            divisions: EVERY,
            attributes: mm(150, 450, 100),
            grams: [100, 500],
            cents: [300, 1500],
          },
        ),
      ],
    },
  ),
]
