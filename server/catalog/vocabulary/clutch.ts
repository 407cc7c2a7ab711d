import { codes, dia, node, partType, type TreeNode } from './model'

const DRIVE = 'truck bus agri'

/** C30 Clutch and gearbox. */
export const CLUTCH_TREE: TreeNode[] = [
  node('Kupplung|Clutch|Embrayage|Frizione|Сцепление|Koppeling|Embraiagem|Embrague', {
    children: [
      node(
        'Kupplungsscheiben und Druckplatten|Clutch discs and pressure plates|Disques et mécanismes d’embrayage|Dischi e spingidischi frizione|Диски и корзины сцепления|Koppelingsplaten en drukgroepen|Discos e prensas de embraiagem|Discos y platos de embrague',
        {
          types: [
            partType(
              'clutch-disc',
              'Kupplungsscheibe|Clutch disc|Disque d’embrayage|Disco frizione|Диск сцепления|Koppelingsplaat|Disco de embraiagem|Disco de embrague',
              {
                shape: 'disc',
                divisions: `${DRIVE} van`,
                attributes: dia(350, 430, 15),
                grams: [4000, 9000],
                cents: [9000, 32000],
              },
            ),
            partType(
              'clutch-pressure-plate',
              'Kupplungsdruckplatte|Clutch pressure plate|Mécanisme d’embrayage|Spingidisco frizione|Корзина сцепления|Drukgroep|Prensa de embraiagem|Plato de presión',
              {
                shape: 'plate',
                divisions: `${DRIVE} van`,
                attributes: dia(350, 430, 15),
                grams: [15000, 32000],
                cents: [18000, 60000],
              },
            ),
            partType(
              'release-bearing',
              'Ausrücklager|Release bearing|Butée d’embrayage|Cuscinetto reggispinta|Выжимной подшипник|Druklager|Rolamento de embraiagem|Cojinete de empuje',
              {
                shape: 'bearing',
                divisions: `${DRIVE} van`,
                attributes: dia(60, 90, 5),
                grams: [900, 2400],
                cents: [4000, 15000],
              },
            ),
          ],
        },
      ),
      node(
        'Kupplungsbetätigung|Clutch actuation|Commande d’embrayage|Comando frizione|Привод сцепления|Koppelingsbediening|Comando da embraiagem|Accionamiento del embrague',
        {
          types: [
            partType(
              'clutch-servo',
              'Kupplungsverstärker|Clutch servo|Servo d’embrayage|Servofrizione|Пневмогидроусилитель сцепления|Koppelingsbekrachtiger|Servo da embraiagem|Servoembrague',
              { shape: 'cylinder', divisions: DRIVE, attributes: codes('CS', 10), grams: [2500, 5500], cents: [12000, 45000] },
            ),
            partType(
              'clutch-master-cylinder',
              'Kupplungsgeberzylinder|Clutch master cylinder|Émetteur d’embrayage|Pompa frizione|Главный цилиндр сцепления|Hoofdkoppelingscilinder|Bomba de embraiagem|Bomba de embrague',
              {
                shape: 'cylinder',
                divisions: `${DRIVE} van`,
                attributes: dia(19, 28, 1),
                grams: [400, 1200],
                cents: [3000, 12000],
              },
            ),
          ],
        },
      ),
    ],
  }),
  node('Getriebe|Gearbox|Boîte de vitesses|Cambio|Коробка передач|Versnellingsbak|Caixa de velocidades|Caja de cambios', {
    types: [
      partType(
        'synchronizer-ring',
        'Synchronring|Synchronizer ring|Bague de synchronisation|Anello sincronizzatore|Кольцо синхронизатора|Synchroonring|Anel sincronizador|Anillo sincronizador',
        { shape: 'gasket', divisions: DRIVE, attributes: dia(90, 150, 5), grams: [200, 900], cents: [2500, 12000] },
      ),
      partType(
        'gearshift-cylinder',
        'Schaltzylinder|Gearshift cylinder|Cylindre de passage des vitesses|Cilindro cambio marce|Цилиндр переключения передач|Schakelcilinder|Cilindro de mudanças|Cilindro de cambio',
        { shape: 'cylinder', divisions: DRIVE, attributes: codes('GS', 8), grams: [1200, 3500], cents: [9000, 38000] },
      ),
    ],
  }),
]
