import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'

/**
 * A structural validator driven by the official Factur-X EN 16931 XSD in ./xsd: for every element it checks
 * that the children are ones the schema allows, in the schema's order, as often as minOccurs/maxOccurs say, and
 * that leaf types hold no elements. It reads the schema files rather than a hand-kept list, so the order tested
 * is the XSD's own. It does not check value formats (xmllint does, where it is installed). Test support only.
 */
type XmlNode = Record<string, unknown>
type Particle =
  | { kind: 'element'; qname: string; min: number; max: number; model: () => Model }
  | { kind: 'sequence' | 'choice'; particles: Particle[]; min: number; max: number }
type Model = { kind: 'leaf' } | { kind: 'group'; group: Particle }

const XSD_DIRECTORY = path.join(import.meta.dirname, 'xsd')
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' })

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@') as string
const childrenOf = (node: XmlNode) => (node[tagOf(node)] as XmlNode[]).filter((child) => !tagOf(child).startsWith('#'))
const attributesOf = (node: XmlNode) => (node[':@'] ?? {}) as Record<string, string>
const occurs = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : value === 'unbounded' ? Infinity : Number(value)

function loadSchema() {
  const complexTypes = new Map<string, { node: XmlNode; prefix: string }>()
  let root: { qname: string; type: string } | undefined
  for (const file of fs.readdirSync(XSD_DIRECTORY).filter((name) => name.endsWith('.xsd'))) {
    const schema = (parser.parse(fs.readFileSync(path.join(XSD_DIRECTORY, file), 'utf8')) as XmlNode[]).find(
      (node) => tagOf(node) === 'xs:schema',
    ) as XmlNode
    const attributes = attributesOf(schema)
    const prefix = Object.entries(attributes).find(
      ([key, value]) => key.startsWith('xmlns:') && value === attributes.targetNamespace,
    )
    if (!prefix) throw new Error(`xsd-structure: ${file} declares no prefix for its target namespace`)
    const schemaPrefix = prefix[0].slice('xmlns:'.length)
    for (const node of childrenOf(schema)) {
      const { name, type } = attributesOf(node)
      if (tagOf(node) === 'xs:complexType') complexTypes.set(`${schemaPrefix}:${name}`, { node, prefix: schemaPrefix })
      if (tagOf(node) === 'xs:element') root = { qname: `${schemaPrefix}:${name}`, type: type as string }
    }
  }
  return { complexTypes, root: root as { qname: string; type: string } }
}

const { complexTypes, root } = loadSchema()

function modelOfComplexType(node: XmlNode, prefix: string): Model {
  const content = childrenOf(node).find((child) => tagOf(child) !== 'xs:attribute' && tagOf(child) !== 'xs:annotation')
  if (!content || tagOf(content) === 'xs:simpleContent') return { kind: 'leaf' }
  if (tagOf(content) === 'xs:sequence' || tagOf(content) === 'xs:choice')
    return { kind: 'group', group: particleOf(content, prefix) }
  throw new Error(`xsd-structure: ${tagOf(content)} is not supported`)
}

function modelOfTypeName(type: string): Model {
  if (type.startsWith('xs:')) return { kind: 'leaf' }
  const entry = complexTypes.get(type)
  // A simpleType (code lists, restricted tokens) holds text only.
  return entry ? modelOfComplexType(entry.node, entry.prefix) : { kind: 'leaf' }
}

function particleOf(node: XmlNode, prefix: string): Particle {
  const attributes = attributesOf(node)
  const min = occurs(attributes.minOccurs, 1)
  const max = occurs(attributes.maxOccurs, 1)
  if (tagOf(node) === 'xs:element') {
    const inline = childrenOf(node).find((child) => tagOf(child) === 'xs:complexType')
    const model = () => (inline ? modelOfComplexType(inline, prefix) : modelOfTypeName(attributes.type as string))
    return { kind: 'element', qname: `${prefix}:${attributes.name}`, min, max, model }
  }
  const kind = tagOf(node) === 'xs:choice' ? 'choice' : 'sequence'
  return { kind, particles: childrenOf(node).map((child) => particleOf(child, prefix)), min, max }
}

const firstNames = (particle: Particle): string[] =>
  particle.kind === 'element' ? [particle.qname] : particle.particles.flatMap(firstNames)

function validateElement(node: XmlNode, model: Model, where: string, errors: string[]) {
  const children = childrenOf(node)
  if (model.kind === 'leaf') {
    if (children.length > 0) errors.push(`${where}: holds text only, found <${tagOf(children[0] as XmlNode)}>`)
    return
  }
  const next = matchParticle(model.group, children, 0, where, errors)
  if (next < children.length)
    errors.push(`${where}: <${tagOf(children[next] as XmlNode)}> is not allowed here (wrong order or not in the schema)`)
}

function matchParticle(particle: Particle, children: XmlNode[], start: number, where: string, errors: string[]): number {
  let index = start
  if (particle.kind === 'sequence') {
    // Every sequence in this schema occurs exactly once.
    for (const part of particle.particles) index = matchParticle(part, children, index, where, errors)
    return index
  }
  let count = 0
  while (count < particle.max && index < children.length) {
    const child = children[index] as XmlNode
    if (particle.kind === 'element') {
      if (tagOf(child) !== particle.qname) break
      validateElement(child, particle.model(), `${where}/${particle.qname}`, errors)
      index++
    } else {
      const option = particle.particles.find((candidate) => firstNames(candidate).includes(tagOf(child)))
      if (!option) break
      index = matchParticle(option, children, index, where, errors)
    }
    count++
  }
  if (count < particle.min) errors.push(`${where}: ${firstNames(particle).join(' | ')} is required`)
  return index
}

/** Every structural error of `xml` against the schema; empty when it conforms. */
export function schemaStructureErrors(xml: string): string[] {
  const document = (parser.parse(xml) as XmlNode[]).find((node) => !tagOf(node).startsWith('?')) as XmlNode
  if (tagOf(document) !== root.qname) return [`the root is <${tagOf(document)}>, not <${root.qname}>`]
  const errors: string[] = []
  validateElement(document, modelOfTypeName(root.type), root.qname, errors)
  return errors
}
