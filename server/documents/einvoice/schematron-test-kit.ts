import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * Runs the official e-invoice rules (Schematron compiled to XSLT, /work/shared/validation/README.md) with
 * Debian's Saxon-HE. Test support only: the rule files are read from `../shared/validation/einvoice/` beside
 * the repository (or EINVOICE_RULES_DIR: the Node 24 copy of the tree sets it), never copied into it.
 */
export const RULES_DIR =
  process.env.EINVOICE_RULES_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/validation/einvoice')
export const SAXON_JAR = '/usr/share/java/Saxon-HE.jar'
export const RULE_SETS = { facturX: 'FACTUR-X_EN16931.xslt', xRechnung: 'XRechnung-CII-validation.xslt' } as const

/** What is missing to run the rules, in words a reader can act on; empty when all is there. */
export function missingPrerequisites(): string[] {
  const missing = Object.values(RULE_SETS)
    .filter((file) => !fs.existsSync(path.join(RULES_DIR, file)))
    .map((file) => `rule file ${path.join(RULES_DIR, file)} (see ../shared/validation/README.md)`)
  if (!fs.existsSync(SAXON_JAR)) missing.push(`${SAXON_JAR} (apt-get install -y libsaxonhe-java)`)
  if (spawnSync('java', ['-version']).status !== 0) missing.push('java (a JRE, e.g. openjdk-17-jre-headless)')
  return missing
}

const run = promisify(execFile)

/**
 * One Java start for every file of a folder: compiling the rules takes most of the time, applying them
 * to a file a few milliseconds. Answers each file's SVRL report by file name.
 */
export async function applyRules(ruleSet: keyof typeof RULE_SETS, inputDir: string, outputDir: string) {
  fs.mkdirSync(outputDir, { recursive: true })
  const xslt = path.join(RULES_DIR, RULE_SETS[ruleSet])
  // A short run: the quick JIT tier and the serial collector take less than half the CPU time of the defaults.
  // Saxon's warnings about the generated XSLT's style go to stderr and are not findings.
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
  await run('java', [...jvm, '-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-s:${inputDir}`, `-xsl:${xslt}`, `-o:${outputDir}`], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return new Map(fs.readdirSync(outputDir).map((file) => [file, fs.readFileSync(path.join(outputDir, file), 'utf8')]))
}

export type FailedAssert = { id: string; flag: string; location: string; text: string }

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? ''
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** The failed asserts of an SVRL report (errors and warnings alike: the documents must give none). */
export function failedAsserts(svrl: string): FailedAssert[] {
  return [...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map((match) => {
    const tag = match[1] as string
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2] as string)?.[1] ?? ''
    return {
      id: attribute(tag, 'id'),
      flag: attribute(tag, 'flag'),
      // Some rules write locations as *:Name[namespace-uri()='…'][1]; the element names are what a reader needs.
      location: unescapeXml(attribute(tag, 'location'))
        .replace(/\[namespace-uri\(\)='[^']*'\]/g, '')
        .replace(/\*:/g, ''),
      text: unescapeXml(text).replace(/\s+/g, ' ').trim(),
    }
  })
}

/** How many rules fired: a report with none means the rules never matched the document. */
export const firedRules = (svrl: string) => svrl.split('<svrl:fired-rule').length - 1
