import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type I18n, setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Language } from '../../src/shared/contracts/languages'
import type { Manifest } from './build-manifest'

/** Translates one source message (as written in the app's `t` macro) with its placeholders. */
export type Translate = (message: string, values?: Record<string, string>) => string

/**
 * The build's own Lingui catalogs, for the few words the server paints before the app's script runs
 * (first-paint.ts): the same compiled chunk the browser loads, so server and app never disagree.
 * Each chunk is an ES module of compiled messages; it is read once per language, on first use.
 * Without a build (tests, `npm run dev`) every language answers undefined and nothing is painted.
 */
export function createBuildCatalogs(staticDir: string, manifest: Manifest | undefined) {
  const loaded = new Map<Language, Promise<Translate | undefined>>()

  const load = async (lang: Language): Promise<Translate | undefined> => {
    const chunk = manifest?.[`locales/${lang}/messages.po`]
    if (!chunk) return undefined
    try {
      // Copied to an .mjs file, so Node reads the chunk as the ES module it is wherever the build lies.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-'))
      const copy = path.join(dir, `${lang}.mjs`)
      fs.copyFileSync(path.join(staticDir, chunk.file), copy)
      const { messages } = (await import(pathToFileURL(copy).href).finally(() =>
        fs.rmSync(dir, { recursive: true, force: true }),
      )) as { messages: object }
      const i18n: I18n = setupI18n({ locale: lang, messages: { [lang]: messages as never } })
      return (message, values) => i18n._({ id: generateMessageId(message), message, values })
    } catch {
      return undefined
    }
  }

  return function translatorFor(lang: Language): Promise<Translate | undefined> {
    let translator = loaded.get(lang)
    if (!translator) {
      translator = load(lang)
      loaded.set(lang, translator)
    }
    return translator
  }
}
