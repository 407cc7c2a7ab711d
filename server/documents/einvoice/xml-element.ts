/**
 * A minimal XML element tree. The CII document is built as data and serialized in one place, so every
 * text and attribute goes through the same escaping. (fast-xml-parser's builder is only a devDependency.)
 */
export type XmlChild = XmlElement | null | undefined | false | ''
export type XmlElement = { name: string; attributes: Record<string, string>; content: string | XmlChild[] }

/** Falsy children (`null`, `undefined`, `false`, `''`) are left out, so optional business terms read as `value && el(...)`. */
export function el(name: string, content: string | XmlChild[], attributes: Record<string, string> = {}): XmlElement {
  return { name, attributes, content }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
// XML 1.0 cannot carry these control characters even escaped; a stray one from ERP data would make the file unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN_CONTROL_CHARACTERS, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

function serialize(element: XmlElement, indent: string): string {
  const attributes = Object.entries(element.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  const open = `${indent}<${element.name}${attributes}>`
  if (typeof element.content === 'string') return `${open}${escapeXml(element.content)}</${element.name}>`
  const children = element.content.filter((child): child is XmlElement => Boolean(child))
  if (children.length === 0) return `${indent}<${element.name}${attributes}/>`
  const inner = children.map((child) => serialize(child, `${indent}  `)).join('\n')
  return `${open}\n${inner}\n${indent}</${element.name}>`
}

export function serializeXmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, '')}\n`
}
