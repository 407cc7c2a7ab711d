import type { Random } from './random'
import type { DivisionId } from './vocabulary/model'

export type VehicleModel = { model: string; types: string[]; engines: string[]; years: [number, number]; division: DivisionId }

export type MakeSeed = {
  id: string
  name: string
  /** The first digits of our article numbers for parts that mainly fit this make (`{prefix}.{5 digits}`). */
  articlePrefixes: number[]
  divisions: DivisionId[]
  /** An OE reference number in this make's own format. */
  reference: (random: Random) => string
  wmis: string[]
  models: VehicleModel[]
}

const d = (random: Random, count: number) => random.digits(count)

export const MAKES: MakeSeed[] = [
  {
    id: 'mercedes-benz',
    name: 'Mercedes-Benz',
    articlePrefixes: [4, 14],
    divisions: ['truck', 'bus', 'van', 'engines'],
    reference: (r) => `A${r.pick(['000', '001', '541', '942', '960', '457'])}${d(r, 7)}`,
    wmis: ['WDB', 'W1T', 'WDF'],
    models: [
      {
        model: 'Actros',
        types: ['1845', '1848', '2545', '1863'],
        engines: ['OM 471', 'OM 470'],
        years: [2012, 2024],
        division: 'truck',
      },
      { model: 'Arocs', types: ['3245', '4145', '2040'], engines: ['OM 471', 'OM 936'], years: [2013, 2024], division: 'truck' },
      { model: 'Atego', types: ['818', '1224', '1530'], engines: ['OM 934', 'OM 936'], years: [2005, 2023], division: 'truck' },
      {
        model: 'Sprinter',
        types: ['316 CDI', '319 CDI', '516 CDI'],
        engines: ['OM 651', 'OM 642'],
        years: [2010, 2023],
        division: 'van',
      },
      { model: 'Citaro', types: ['O 530', 'O 530 G'], engines: ['OM 936 h', 'OM 470'], years: [2008, 2023], division: 'bus' },
    ],
  },
  {
    id: 'man',
    name: 'MAN',
    articlePrefixes: [2, 12],
    divisions: ['truck', 'bus', 'engines'],
    reference: (r) => `${r.pick(['81', '51', '85', '36', '06'])}.${d(r, 5)}-${d(r, 4)}`,
    wmis: ['WMA'],
    models: [
      {
        model: 'TGX',
        types: ['18.440', '18.480', '18.510', '26.540'],
        engines: ['D2676 LF', 'D3876 LF'],
        years: [2008, 2024],
        division: 'truck',
      },
      {
        model: 'TGS',
        types: ['18.400', '26.440', '33.480'],
        engines: ['D2066 LF', 'D2676 LF'],
        years: [2007, 2024],
        division: 'truck',
      },
      { model: 'TGL', types: ['8.180', '12.220'], engines: ['D0834 LFL'], years: [2005, 2023], division: 'truck' },
      { model: 'Lion’s Coach', types: ['R07', 'R08'], engines: ['D2676 LOH'], years: [2010, 2023], division: 'bus' },
    ],
  },
  {
    id: 'scania',
    name: 'Scania',
    articlePrefixes: [1, 11],
    divisions: ['truck', 'bus', 'engines'],
    reference: (r) => `${r.pick(['1', '2'])}${d(r, 6)}`,
    wmis: ['YS2'],
    models: [
      { model: 'R-Serie', types: ['R 450', 'R 500', 'R 580'], engines: ['DC13', 'DC16'], years: [2009, 2024], division: 'truck' },
      { model: 'S-Serie', types: ['S 450', 'S 500', 'S 650'], engines: ['DC13', 'DC16'], years: [2016, 2024], division: 'truck' },
      { model: 'G-Serie', types: ['G 410', 'G 450'], engines: ['DC13'], years: [2009, 2024], division: 'truck' },
      { model: 'Touring', types: ['HD 410'], engines: ['DC13'], years: [2010, 2023], division: 'bus' },
    ],
  },
  {
    id: 'volvo',
    name: 'Volvo',
    articlePrefixes: [3, 13],
    divisions: ['truck', 'bus', 'engines'],
    reference: (r) => (r.chance(0.8) ? `2${d(r, 7)}` : `${r.pick(['1', '8'])}${d(r, 6)}`),
    wmis: ['YV2'],
    models: [
      { model: 'FH', types: ['FH 460', 'FH 500', 'FH 540'], engines: ['D13K', 'D13C'], years: [2008, 2024], division: 'truck' },
      { model: 'FM', types: ['FM 410', 'FM 450'], engines: ['D11K', 'D13K'], years: [2008, 2024], division: 'truck' },
      { model: 'FL', types: ['FL 250', 'FL 280'], engines: ['D8K'], years: [2006, 2023], division: 'truck' },
    ],
  },
  {
    id: 'daf',
    name: 'DAF',
    articlePrefixes: [5, 15],
    divisions: ['truck'],
    reference: (r) => `${r.pick(['1', '2'])}${d(r, 6)}`,
    wmis: ['XLR'],
    models: [
      { model: 'XF', types: ['XF 440', 'XF 480', 'XF 530'], engines: ['MX-11', 'MX-13'], years: [2013, 2024], division: 'truck' },
      { model: 'CF', types: ['CF 410', 'CF 450'], engines: ['MX-11', 'PX-7'], years: [2013, 2024], division: 'truck' },
      { model: 'LF', types: ['LF 180', 'LF 230'], engines: ['PX-5', 'PX-7'], years: [2013, 2024], division: 'truck' },
    ],
  },
  {
    id: 'iveco',
    name: 'Iveco',
    articlePrefixes: [7, 17],
    divisions: ['truck', 'van', 'bus'],
    reference: (r) => (r.chance(0.6) ? `5${d(r, 8)}` : `4${d(r, 7)}`),
    wmis: ['ZCF'],
    models: [
      {
        model: 'Stralis',
        types: ['AS 440S46', 'AS 440S48'],
        engines: ['Cursor 11', 'Cursor 13'],
        years: [2007, 2021],
        division: 'truck',
      },
      { model: 'S-Way', types: ['AS 440S49', 'AS 440S57'], engines: ['Cursor 13'], years: [2019, 2024], division: 'truck' },
      { model: 'Daily', types: ['35S14', '35C16', '70C18'], engines: ['F1C', 'F1A'], years: [2011, 2024], division: 'van' },
    ],
  },
  {
    id: 'renault-trucks',
    name: 'Renault Trucks',
    articlePrefixes: [6, 16],
    divisions: ['truck'],
    reference: (r) => `${r.pick(['50', '74'])}${d(r, 8)}`,
    wmis: ['VF6'],
    models: [
      { model: 'T', types: ['T 440', 'T 480', 'T 520'], engines: ['DTI 13', 'DTI 11'], years: [2013, 2024], division: 'truck' },
      { model: 'C', types: ['C 430', 'C 460'], engines: ['DTI 11', 'DTI 13'], years: [2013, 2024], division: 'truck' },
      { model: 'D', types: ['D 12', 'D 16'], engines: ['DTI 5', 'DTI 8'], years: [2013, 2024], division: 'truck' },
    ],
  },
  {
    id: 'setra',
    name: 'Setra',
    articlePrefixes: [8],
    divisions: ['bus'],
    reference: (r) => `A${r.pick(['000', '628', '629'])}${d(r, 7)}`,
    wmis: ['WKK'],
    models: [
      {
        model: 'ComfortClass',
        types: ['S 515 HD', 'S 516 HD'],
        engines: ['OM 470', 'OM 471'],
        years: [2012, 2024],
        division: 'bus',
      },
    ],
  },
  {
    id: 'neoplan',
    name: 'Neoplan',
    articlePrefixes: [9],
    divisions: ['bus'],
    reference: (r) => `${r.pick(['81', '06'])}.${d(r, 5)}-${d(r, 4)}`,
    wmis: ['WAG'],
    models: [{ model: 'Tourliner', types: ['P21', 'P22'], engines: ['D2676 LOH'], years: [2010, 2023], division: 'bus' }],
  },
  {
    id: 'bpw',
    name: 'BPW',
    articlePrefixes: [10],
    divisions: ['trailer'],
    reference: (r) => `${r.pick(['03', '05', '09', '02'])}.${d(r, 3)}.${d(r, 2)}.${d(r, 2)}.${d(r, 1)}`,
    wmis: [],
    models: [],
  },
  {
    id: 'saf',
    name: 'SAF-Holland',
    articlePrefixes: [20],
    divisions: ['trailer'],
    reference: (r) => `${r.pick(['3', '4'])}.${d(r, 3)}.${d(r, 4)}.${d(r, 2)}`,
    wmis: [],
    models: [],
  },
  {
    id: 'schmitz-cargobull',
    name: 'Schmitz Cargobull',
    articlePrefixes: [21],
    divisions: ['trailer'],
    reference: (r) => `${r.pick(['1', '2'])}${d(r, 6)}`,
    wmis: ['WSM'],
    models: [{ model: 'S.CS', types: ['Cargobull S.CS', 'Mega'], engines: ['–'], years: [2010, 2024], division: 'trailer' }],
  },
  {
    id: 'krone',
    name: 'Krone',
    articlePrefixes: [22],
    divisions: ['trailer'],
    reference: (r) => `${r.pick(['2', '3'])} ${d(r, 3)} ${d(r, 3)}`,
    wmis: ['WKE'],
    models: [{ model: 'Profi Liner', types: ['SDP 27'], engines: ['–'], years: [2010, 2024], division: 'trailer' }],
  },
  {
    id: 'volkswagen',
    name: 'Volkswagen',
    articlePrefixes: [23],
    divisions: ['van'],
    reference: (r) => `${r.pick(['2E0', '7H0', '2K0', '7E0'])} ${d(r, 3)} ${d(r, 3)}${r.chance(0.5) ? ` ${r.letters(1)}` : ''}`,
    wmis: ['WV1'],
    models: [{ model: 'Crafter', types: ['30', '35', '50'], engines: ['CKTC', 'DAUA'], years: [2011, 2024], division: 'van' }],
  },
  {
    id: 'ford',
    name: 'Ford Trucks',
    articlePrefixes: [24],
    divisions: ['truck', 'van'],
    reference: (r) => `${r.letters(2)}${d(r, 2)}-${d(r, 4)}-${r.letters(2)}`,
    wmis: ['NM0'],
    models: [{ model: 'F-MAX', types: ['1848T'], engines: ['Ecotorq 12.7'], years: [2018, 2024], division: 'truck' }],
  },
  {
    id: 'fendt',
    name: 'Fendt',
    articlePrefixes: [25],
    divisions: ['agri'],
    reference: (r) => `F${d(r, 3)}${d(r, 3)}${d(r, 3)}${d(r, 3)}`,
    wmis: [],
    models: [],
  },
  {
    id: 'john-deere',
    name: 'John Deere',
    articlePrefixes: [26],
    divisions: ['agri'],
    reference: (r) => `${r.pick(['RE', 'AL', 'AH'])}${d(r, 6)}`,
    wmis: [],
    models: [],
  },
  {
    id: 'deutz',
    name: 'Deutz',
    articlePrefixes: [27],
    divisions: ['agri', 'engines'],
    reference: (r) => `0${d(r, 3)} ${d(r, 4)}`,
    wmis: [],
    models: [],
  },
]
