import { codes, dia, mm, node, partType, type TreeNode } from './model'

const ENGINE = 'truck bus agri engines'

/** C10 Engine. */
export const ENGINE_TREE: TreeNode[] = [
  node(
    'Zylinderkopf und Ventiltrieb|Cylinder head and valve train|Culasse et distribution|Testata e distribuzione|Головка блока и ГРМ|Cilinderkop en kleppenmechanisme|Cabeça do motor e distribuição|Culata y distribución',
    {
      children: [
        node('Dichtungen|Gaskets|Joints|Guarnizioni|Прокладки|Pakkingen|Juntas|Juntas', {
          types: [
            partType(
              'cylinder-head-gasket',
              'Zylinderkopfdichtung|Cylinder head gasket|Joint de culasse|Guarnizione testata|Прокладка головки блока цилиндров|Cilinderkoppakking|Junta da cabeça do motor|Junta de culata',
              {
                shape: 'gasket',
                divisions: ENGINE,
                attributes: ['1,2 mm', '1,5 mm', '1,7 mm', '2,0 mm'],
                grams: [150, 900],
                cents: [1500, 9000],
              },
            ),
            partType(
              'valve-cover-gasket',
              'Ventildeckeldichtung|Valve cover gasket|Joint de couvre-culasse|Guarnizione coperchio punterie|Прокладка клапанной крышки|Kleppendekselpakking|Junta da tampa das válvulas|Junta de tapa de balancines',
              { shape: 'gasket', divisions: ENGINE, attributes: codes('D', 6), grams: [50, 300], cents: [500, 4000] },
            ),
          ],
        }),
        node('Ventile|Valves|Soupapes|Valvole|Клапаны|Kleppen|Válvulas|Válvulas', {
          types: [
            partType(
              'intake-valve',
              'Einlassventil|Intake valve|Soupape d’admission|Valvola di aspirazione|Впускной клапан|Inlaatklep|Válvula de admissão|Válvula de admisión',
              { shape: 'valve', divisions: ENGINE, attributes: dia(40, 56, 2), grams: [120, 300], cents: [900, 3500] },
            ),
            partType(
              'exhaust-valve',
              'Auslassventil|Exhaust valve|Soupape d’échappement|Valvola di scarico|Выпускной клапан|Uitlaatklep|Válvula de escape|Válvula de escape',
              { shape: 'valve', divisions: ENGINE, attributes: dia(38, 52, 2), grams: [120, 300], cents: [1100, 4200] },
            ),
          ],
        }),
      ],
    },
  ),
  node(
    'Kurbeltrieb|Crank drive|Attelage mobile|Manovellismo|Кривошипно-шатунный механизм|Krukasmechanisme|Cambota e bielas|Tren alternativo',
    {
      types: [
        partType('piston', 'Kolben|Piston|Piston|Pistone|Поршень|Zuiger|Pistão|Pistón', {
          shape: 'piston',
          divisions: ENGINE,
          attributes: dia(108, 132, 2),
          grams: [1800, 4500],
          cents: [6000, 25000],
        }),
        partType(
          'cylinder-liner',
          'Zylinderlaufbuchse|Cylinder liner|Chemise de cylindre|Canna cilindro|Гильза цилиндра|Cilindervoering|Camisa de cilindro|Camisa de cilindro',
          { shape: 'cylinder', divisions: ENGINE, attributes: dia(108, 132, 2), grams: [3000, 7000], cents: [5000, 18000] },
        ),
        partType(
          'main-bearing-set',
          'Hauptlagersatz|Main bearing set|Jeu de coussinets de vilebrequin|Serie bronzine di banco|Комплект коренных вкладышей|Hoofdlagerset|Jogo de bronzes de apoio|Juego de cojinetes de bancada',
          {
            shape: 'bearing',
            divisions: ENGINE,
            attributes: ['STD', '0,25', '0,50', '0,75', '1,00'],
            grams: [900, 2500],
            cents: [8000, 30000],
          },
        ),
      ],
    },
  ),
  node(
    'Kraftstoffanlage|Fuel system|Circuit de carburant|Impianto di alimentazione|Топливная система|Brandstofsysteem|Sistema de combustível|Sistema de combustible',
    {
      children: [
        node('Einspritzung|Injection|Injection|Iniezione|Впрыск|Inspuiting|Injeção|Inyección', {
          children: [
            node(
              'Einspritzdüsen und Injektoren|Nozzles and injectors|Injecteurs|Iniettori|Форсунки|Verstuivers en injectoren|Injetores|Inyectores',
              {
                types: [
                  partType('injector', 'Injektor|Injector|Injecteur|Iniettore|Форсунка|Injector|Injetor|Inyector', {
                    shape: 'injector',
                    divisions: ENGINE,
                    attributes: codes('CR', 12),
                    grams: [600, 1600],
                    cents: [15000, 65000],
                  }),
                  partType(
                    'injection-nozzle',
                    'Einspritzdüse|Injection nozzle|Nez d’injecteur|Polverizzatore|Распылитель форсунки|Verstuiver|Bico injetor|Tobera de inyección',
                    { shape: 'injector', divisions: ENGINE, attributes: codes('DLLA', 10), grams: [30, 90], cents: [2500, 9000] },
                  ),
                ],
              },
            ),
            node(
              'Kraftstoffpumpen|Fuel pumps|Pompes à carburant|Pompe carburante|Топливные насосы|Brandstofpompen|Bombas de combustível|Bombas de combustible',
              {
                types: [
                  partType(
                    'fuel-feed-pump',
                    'Kraftstoffförderpumpe|Fuel feed pump|Pompe d’alimentation|Pompa di alimentazione|Топливоподкачивающий насос|Opvoerpomp|Bomba alimentadora|Bomba de alimentación',
                    { shape: 'pump', divisions: ENGINE, attributes: codes('FP', 6), grams: [700, 2200], cents: [7000, 28000] },
                  ),
                ],
              },
            ),
          ],
        }),
        node(
          'Kraftstofffilter|Fuel filters|Filtres à carburant|Filtri carburante|Топливные фильтры|Brandstoffilters|Filtros de combustível|Filtros de combustible',
          {
            types: [
              partType(
                'fuel-filter',
                'Kraftstofffilter|Fuel filter|Filtre à carburant|Filtro carburante|Топливный фильтр|Brandstoffilter|Filtro de combustível|Filtro de combustible',
                {
                  shape: 'filter',
                  divisions: `${ENGINE} van`,
                  attributes: mm(120, 260, 20),
                  grams: [250, 900],
                  cents: [900, 4500],
                },
              ),
            ],
          },
        ),
      ],
    },
  ),
  node(
    'Schmierung und Filter|Lubrication and filters|Lubrification et filtres|Lubrificazione e filtri|Смазка и фильтры|Smering en filters|Lubrificação e filtros|Lubricación y filtros',
    {
      types: [
        partType(
          'oil-filter',
          'Ölfilter|Oil filter|Filtre à huile|Filtro olio|Масляный фильтр|Oliefilter|Filtro de óleo|Filtro de aceite',
          {
            shape: 'filter',
            divisions: `${ENGINE} van`,
            attributes: mm(140, 300, 20),
            grams: [300, 1500],
            cents: [800, 5000],
          },
        ),
        partType(
          'air-filter',
          'Luftfilter|Air filter|Filtre à air|Filtro aria|Воздушный фильтр|Luchtfilter|Filtro de ar|Filtro de aire',
          {
            shape: 'filter',
            divisions: `${ENGINE} van`,
            attributes: mm(300, 560, 20),
            grams: [1000, 4500],
            cents: [2500, 12000],
          },
        ),
      ],
    },
  ),
  node(
    'Turbolader und Riementrieb|Turbocharger and belt drive|Turbocompresseur et courroies|Turbocompressore e cinghie|Турбокомпрессор и ременный привод|Turbo en riemaandrijving|Turbocompressor e correias|Turbocompresor y correas',
    {
      types: [
        partType(
          'turbocharger',
          'Turbolader|Turbocharger|Turbocompresseur|Turbocompressore|Турбокомпрессор|Turbocompressor|Turbocompressor|Turbocompresor',
          { shape: 'turbo', divisions: ENGINE, attributes: codes('TC', 8), grams: [9000, 22000], cents: [60000, 190000] },
        ),
        partType(
          'v-ribbed-belt',
          'Keilrippenriemen|V-ribbed belt|Courroie multipiste|Cinghia Poly-V|Поликлиновой ремень|Multiriem|Correia poli-V|Correa poli-V',
          {
            shape: 'belt',
            divisions: `${ENGINE} van`,
            attributes: ['8PK1815', '8PK2080', '10PK1150', '10PK1530', '12PK1660', '6PK1070', '6PK2260'],
            grams: [100, 450],
            cents: [1200, 6000],
          },
        ),
        partType(
          'belt-tensioner',
          'Riemenspanner|Belt tensioner|Tendeur de courroie|Tendicinghia|Натяжитель ремня|Riemspanner|Tensor da correia|Tensor de correa',
          { shape: 'bearing', divisions: `${ENGINE} van`, attributes: dia(60, 90, 5), grams: [700, 2500], cents: [3000, 14000] },
        ),
      ],
    },
  ),
]
