import fs from 'node:fs'
import path from 'node:path'

/** Reads a mail written by the file transport the way a mail client shows it (tests only). */
export function readEml(eml: string): { headers: Map<string, string>; text: string } {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  const body = rest.join('\n\n')
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body
  return { headers, text }
}

/** Quoted-printable, as the file transport writes bodies: soft line breaks joined, =XX bytes read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

const mailDir = (dataDir: string) => path.join(dataDir, 'mail')

/** The mails the file transport wrote into the app's data folder, read (tests only). */
export function sentMails(dataDir: string): Array<{ to: string; subject: string; text: string }> {
  const dir = mailDir(dataDir)
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []
  return files.map((name) => {
    const { headers, text } = readEml(fs.readFileSync(path.join(dir, name), 'utf8'))
    return { to: headers.get('to') as string, subject: headers.get('subject') as string, text }
  })
}

/** Forgets the mails sent so far, so the next check sees only what follows. */
export function clearMails(dataDir: string) {
  fs.rmSync(mailDir(dataDir), { recursive: true, force: true })
}
