/**
 * BMEcat 2005 writes languages as ISO 639-2 codes (`deu`, `eng`, `fra`); the shop uses ISO 639-1.
 * Both the terminology (`deu`, `fra`, `nld`) and the bibliographic codes (`ger`, `fre`, `dut`) occur
 * in real files, and some generators write two letters already, so all three are accepted.
 */
const TWO_LETTER: Record<string, string> = {
  deu: 'de',
  ger: 'de',
  eng: 'en',
  fra: 'fr',
  fre: 'fr',
  ita: 'it',
  rus: 'ru',
  nld: 'nl',
  dut: 'nl',
  por: 'pt',
  spa: 'es',
}

/** The shop's code for a BMEcat language; an unknown code is passed on as written, so validation names it. */
export function languageCode(bmecat: string): string {
  const code = bmecat.trim().toLowerCase()
  return TWO_LETTER[code] ?? code
}
