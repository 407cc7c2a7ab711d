import { PART_TYPES } from '../catalog/catalog-tree'
import type { Shape } from '../catalog/vocabulary/model'

/** The colour of each top category's tiles (as in public/img/categories), so a part's picture says its group. */
const COLOURS: Record<string, string> = {
  C10: '#1d4f91',
  C20: '#9d0208',
  C30: '#495057',
  C40: '#2d6a4f',
  C50: '#0077b6',
  C60: '#e85d04',
  C70: '#0096c7',
  C80: '#6c757d',
  U23: '#7b2cbf',
}

/** Simple line drawings on a 256×192 tile, white strokes of width 10: one per shape, recognisable at 75 px. */
const SHAPES: Record<Shape, string> = {
  disc: '<circle cx="128" cy="96" r="62"/><circle cx="128" cy="96" r="22"/><circle cx="128" cy="96" r="42" stroke-dasharray="6 10"/>',
  drum: '<ellipse cx="128" cy="60" rx="62" ry="20"/><path d="M66 60v72M190 60v72"/><path d="M66 132a62 20 0 0 0 124 0"/>',
  pad: '<path d="M60 120q68-90 136 0"/><path d="M70 132q58-64 116 0z"/>',
  cylinder: '<rect x="56" y="66" width="110" height="60" rx="10"/><path d="M166 96h40M206 80v32M56 80h-12v32h12"/>',
  filter: '<rect x="88" y="40" width="80" height="112" rx="12"/><path d="M88 64h80M104 80v56M120 80v56M136 80v56M152 80v56"/>',
  cartridge:
    '<rect x="80" y="52" width="96" height="100" rx="16"/><ellipse cx="128" cy="52" rx="48" ry="10"/><path d="M110 36h36"/>',
  injector: '<path d="M128 28v24M104 52h48v40h-48zM116 92h24v52l-12 20-12-20z"/>',
  valve: '<rect x="76" y="76" width="104" height="52" rx="8"/><path d="M48 102h28M180 102h28M128 76V40M108 40h40"/>',
  bearing:
    '<circle cx="128" cy="96" r="62"/><circle cx="128" cy="96" r="30"/><circle cx="128" cy="50" r="8"/><circle cx="128" cy="142" r="8"/><circle cx="82" cy="96" r="8"/><circle cx="174" cy="96" r="8"/>',
  gasket:
    '<rect x="52" y="52" width="152" height="88" rx="20"/><circle cx="96" cy="96" r="20"/><circle cx="160" cy="96" r="20"/>',
  belt: '<path d="M64 62h128a34 34 0 0 1 0 68H64a34 34 0 0 1 0-68z"/><circle cx="64" cy="96" r="16"/><circle cx="192" cy="96" r="16"/>',
  pump: '<circle cx="112" cy="100" r="44"/><path d="M156 100h48M112 56V32M92 32h40"/><circle cx="112" cy="100" r="12"/>',
  spring: '<path d="M128 30v16M88 46h80M88 146h80M128 146v16"/><path d="M96 46l64 20-64 20 64 20-64 20 64 20"/>',
  hose: '<path d="M40 140c40 0 40-88 88-88s48 88 88 88"/><path d="M40 128v24M216 128v24"/>',
  lamp: '<path d="M84 52h60a44 44 0 0 1 0 88H84z"/><path d="M188 72h28M188 96h28M188 120h28"/>',
  bulb: '<circle cx="128" cy="80" r="40"/><path d="M108 116h40v20h-40zM114 136v16h28v-16"/>',
  sensor: '<path d="M56 96h72"/><rect x="128" y="76" width="44" height="40" rx="6"/><path d="M172 96c24 0 24-36 40-36"/>',
  mirror: '<rect x="80" y="36" width="96" height="108" rx="18"/><path d="M128 144v20M96 164h64"/>',
  wiper: '<path d="M48 148l140-100M188 48l16 12M96 156l-14-20"/><circle cx="58" cy="150" r="10"/>',
  bolt: '<path d="M100 44h56l12 20-12 20h-56l-12-20z"/><path d="M112 84v72M144 84v72M112 100l32 8M112 124l32 8M112 148l32 8"/>',
  clamp: '<circle cx="128" cy="96" r="52"/><path d="M170 66l28-18v40l-28 6"/>',
  motor: '<rect x="60" y="60" width="108" height="72" rx="14"/><path d="M168 96h40M80 60V44h68v16M84 84h60M84 108h60"/>',
  turbo:
    '<path d="M128 96m-48 0a48 48 0 1 0 96 0a48 48 0 1 0-96 0"/><path d="M128 48c-30 20-30 76 0 96M128 48c30 20 30 76 0 96M80 96h-36M176 96h36"/>',
  piston:
    '<path d="M88 44h80v64H88z"/><path d="M88 60h80M88 74h80"/><path d="M112 108l-8 48h48l-8-48"/><circle cx="128" cy="140" r="8"/>',
  rod: '<circle cx="60" cy="96" r="20"/><circle cx="196" cy="96" r="20"/><path d="M80 96h96"/>',
  kit: '<rect x="48" y="56" width="160" height="96" rx="12"/><path d="M48 84h160"/><circle cx="88" cy="118" r="14"/><rect x="124" y="104" width="28" height="28" rx="4"/><path d="M172 104v28"/>',
  plate: '<circle cx="128" cy="96" r="64"/><circle cx="128" cy="96" r="24"/><path d="M128 32v20M128 140v20M64 96h20M172 96h20"/>',
  fan: '<circle cx="128" cy="96" r="16"/><path d="M128 80c-6-40 30-44 34-28M144 96c40-6 44 30 28 34M128 112c6 40-30 44-34 28M112 96c-40 6-44-30-28-34"/>',
  radiator:
    '<rect x="52" y="44" width="152" height="104" rx="8"/><path d="M76 44v104M100 44v104M124 44v104M148 44v104M172 44v104"/>',
  panel: '<path d="M48 140q80-120 160 0z"/><path d="M48 140h160"/>',
}

const BY_KEY = new Map(PART_TYPES.map((type) => [type.key, type]))

/** The part type's pictogram as an SVG document, or null for an unknown name. */
export function pictogramSvg(name: string): string | null {
  const type = BY_KEY.get(name)
  if (!type) return null
  const colour = COLOURS[type.topId] ?? '#123c69'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 192"><rect width="256" height="192" rx="16" fill="${colour}"/><g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${SHAPES[type.shape]}</g></svg>`
}
