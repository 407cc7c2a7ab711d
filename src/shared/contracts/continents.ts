/** SPEC.md §9's continent codes, in the order the country selection lists them. */
export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const
export type Continent = (typeof CONTINENTS)[number]
