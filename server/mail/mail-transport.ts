import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '../config'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

/** Where outgoing mail goes; routes depend on this, not on SMTP. */
export type MailTransport = {
  send(message: MailMessage): Promise<void>
  /** Human-readable destination for the start-up log. */
  describe(): string
}

/**
 * Writes each mail as an RFC 5322 `.eml` file (built by nodemailer, so encoding and headers are
 * real) into a folder a person can open with any mail client — the default for demo installs.
 */
export function createFileTransport(folder: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await builder.sendMail({ from, ...message })
      await fs.mkdir(folder, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`
      await fs.writeFile(path.join(folder, name), info.message as Buffer, { mode: 0o600 })
    },
    describe: () => `files in ${folder}`,
  }
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const smtp = nodemailer.createTransport(url)
  return {
    async send(message) {
      await smtp.sendMail({ from, ...message })
    },
    describe: () => `SMTP ${new URL(url).host}`,
  }
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom)
  return createFileTransport(path.join(config.dataDir, 'mail'), config.mailFrom)
}
