import { readFileSync } from 'node:fs'
import { i18n, type Messages } from '@lingui/core'
// A dependency of @lingui/core itself: the server reads the catalogues' .po text, which no build
// step compiles for it (the PWA's are compiled by the Vite plugin).
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Message } from '../src/api/messages'

/**
 * The server's languages: Italian, and English for a request that prefers it and for a customer
 * who uses the app in English (users.language). Refusals, the server's own texts and the mails are
 * written through the PWA's Lingui catalogues (src/locales: the contract's messages in messages.po,
 * the server's own in server.po), so each text has one English translation wherever it shows.
 */
export const LANGUAGES = ['it', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'it'

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value)

/**
 * The language an Accept-Language header prefers among ours (the highest weight; the first listed on
 * a tie), or null when it names neither: "en-GB,en;q=0.9,it;q=0.8" → en, "fr,it;q=0.5" → it.
 */
export function preferredLanguage(header: string | string[] | undefined): Language | null {
  const text = Array.isArray(header) ? header.join(',') : header
  if (!text) return null
  let best: { language: Language; weight: number } | null = null
  for (const part of text.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';')
    const base = tag.trim().slice(0, 2).toLowerCase()
    if (!isLanguage(base)) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (!Number.isFinite(weight) || weight <= 0) continue
    if (!best || weight > best.weight) best = { language: base, weight }
  }
  return best?.language ?? null
}

/** A .po string literal's text (PO escapes are C's: \" \\ \n \t). */
function unquote(literal: string): string {
  return JSON.parse(literal.replace(/\\(?!["\\nt])/g, '\\\\')) as string
}

/** msgid → msgstr of one .po file (an entry without a translation is left out: the source stands). */
export function readPo(text: string): Messages {
  const messages: Messages = {}
  for (const block of text.split(/\r?\n\r?\n/)) {
    let key: 'msgid' | 'msgstr' | null = null
    const parts: Record<'msgid' | 'msgstr', string> = { msgid: '', msgstr: '' }
    for (const line of block.split(/\r?\n/)) {
      const start = line.match(/^(msgid|msgstr) (".*")$/)
      if (start) {
        key = start[1] as 'msgid' | 'msgstr'
        parts[key] = unquote(start[2] as string)
      } else if (key && line.startsWith('"')) {
        parts[key] += unquote(line)
      } else if (!line.startsWith('#')) {
        key = null
      }
    }
    if (parts.msgid && parts.msgstr) messages[parts.msgid] = parts.msgstr
  }
  return messages
}

/** The catalogues the server's texts live in (lingui.config.ts). */
const CATALOGUES = ['messages', 'server']

let loaded = false

/** Loads the catalogues once and makes Italian the language of everything said outside inLanguage. */
function load(): void {
  if (loaded) return
  loaded = true
  i18n.setMessagesCompiler(compileMessage)
  // This module's address through a name: Vite (which also runs the unit tests, where a screen's test
  // may word data as the server does) takes `new URL(…, import.meta.url)` for one of the app's assets.
  const here = import.meta.url
  for (const language of LANGUAGES) {
    const messages: Messages = {}
    for (const name of CATALOGUES) {
      const file = new URL(`../src/locales/${language}/${name}.po`, here)
      Object.assign(messages, readPo(readFileSync(file, 'utf8')))
    }
    i18n.load(language, messages)
  }
  i18n.activate(DEFAULT_LANGUAGE)
}

/**
 * Runs `work` with the contract's `translate` and the server's `say` speaking `language`. Synchronous
 * only: Lingui's i18n is one per process, and no other request can run until `work` returns.
 */
export function inLanguage<T>(language: Language, work: () => T): T {
  load()
  const before = i18n.locale
  if (before === language) return work()
  i18n.activate(language)
  try {
    return work()
  } finally {
    i18n.activate(before)
  }
}

/** One of the server's messages in the language of the moment (Italian outside inLanguage). */
export function say(message: Message, values?: Record<string, unknown>): string {
  load()
  return i18n._(message.id, values, { message: message.message })
}

/** The language to answer a request in: the one its Accept-Language prefers, else Italian. */
export function languageOf(request: { headers: { 'accept-language'?: string | string[] } }): Language {
  return preferredLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE
}
