/**
 * The kiosk's on-screen keys, without React: which keys a field gets, and what a key does to the
 * field's text. The kiosk has no physical keyboard and assumes no system one (issue 18).
 */

/** A key that writes, or one that edits. */
export type Key =
  | { kind: 'char'; char: string }
  | { kind: 'backspace' }
  | { kind: 'clear' }
  | { kind: 'shift' }
  | { kind: 'space' }
  | { kind: 'next' }

export type KeysLayout = 'numeric' | 'phone' | 'text' | 'email'

/** A field the keys can write into: text-like inputs and text areas. */
export type TypingField = HTMLInputElement | HTMLTextAreaElement

const TYPED_INPUTS = new Set(['text', 'email', 'tel', 'password', 'search', 'url', 'number'])

export function isTypingField(element: unknown): element is TypingField {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled
  return (
    element instanceof HTMLInputElement &&
    TYPED_INPUTS.has(element.type) &&
    !element.readOnly &&
    !element.disabled
  )
}

/** The keys a field asks for through its type and input mode (the card's number, a phone, a date: digits). */
export function layoutFor(field: TypingField): KeysLayout {
  const mode = field.inputMode
  // A phone asked for as digits (the mobile, without its country code) gets no +.
  if (mode === 'numeric' || mode === 'decimal') return 'numeric'
  if (mode === 'tel' || (field instanceof HTMLInputElement && field.type === 'tel')) return 'phone'
  if (field instanceof HTMLInputElement && field.type === 'number') return 'numeric'
  if (mode === 'email' || (field instanceof HTMLInputElement && field.type === 'email')) return 'email'
  return 'text'
}

const chars = (row: string): Key[] => [...row].map((char) => ({ kind: 'char', char }))

/** Digits as on a phone, then the editing keys. */
export function numericRows(phone: boolean): Key[][] {
  return [
    chars('123'),
    chars('456'),
    chars('789'),
    [...chars(phone ? '+0' : '0'), { kind: 'backspace' }],
    [{ kind: 'clear' }, { kind: 'next' }],
  ]
}

/**
 * An Italian keyboard: its accented letters where an Italian keyboard has them (è é, ò à ù, ì), the
 * apostrophe and hyphen of names (D'Angelo, Rossi-Bianchi), and @ and . for an e-mail.
 */
export function textRows(layout: 'text' | 'email'): Key[][] {
  return [
    chars("1234567890'"),
    chars('qwertyuiopèé'),
    chars('asdfghjklòàù'),
    [
      { kind: 'shift' },
      ...chars('zxcvbnmì'),
      ...chars(layout === 'email' ? '_' : '-'),
      { kind: 'backspace' },
    ],
    [
      { kind: 'clear' },
      ...chars(layout === 'email' ? '@' : ','),
      { kind: 'space' },
      ...chars(layout === 'email' ? '.-' : '.'),
      { kind: 'next' },
    ],
  ]
}

/** What a field holds and where its caret is (null where the browser keeps no selection: e-mail inputs). */
export interface TextState {
  value: string
  selectionStart: number | null
  selectionEnd: number | null
}

/** The text after a key, and where the caret goes; null when the key changes nothing. */
export function applyKey(
  state: TextState,
  key: Key,
  { upper = false, maxLength = -1 }: { upper?: boolean; maxLength?: number } = {},
): { value: string; caret: number } | null {
  const { value } = state
  const start = state.selectionStart ?? value.length
  const end = state.selectionEnd ?? start
  switch (key.kind) {
    case 'clear':
      return value === '' ? null : { value: '', caret: 0 }
    case 'backspace': {
      if (start !== end) return { value: value.slice(0, start) + value.slice(end), caret: start }
      if (start === 0) return null
      // One character, even one outside the basic plane.
      const before = [...value.slice(0, start)]
      before.pop()
      const kept = before.join('')
      return { value: kept + value.slice(end), caret: kept.length }
    }
    case 'char':
    case 'space': {
      const typed = key.kind === 'space' ? ' ' : upper ? key.char.toLocaleUpperCase('it') : key.char
      const next = value.slice(0, start) + typed + value.slice(end)
      // A full field stays as it is, as it does under the browser's own typing.
      if (maxLength >= 0 && next.length > maxLength) return null
      return { value: next, caret: start + typed.length }
    }
    default:
      return null
  }
}

/**
 * Writes into a field as the browser's typing would: through the prototype's value setter and an
 * input event, so React's onChange sees the change.
 */
export function typeInto(field: TypingField, value: string, caret: number): void {
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }))
  // The app may have rewritten the text (a date's slashes): then the caret goes to its end.
  const at = field.value === value ? caret : field.value.length
  if (hasSelection(field)) field.setSelectionRange(at, at)
}

/** E-mail and number inputs keep no selection in the browser (reading it throws). */
export function hasSelection(field: TypingField): boolean {
  return (
    !(field instanceof HTMLInputElement) || ['text', 'search', 'tel', 'password', 'url'].includes(field.type)
  )
}

export function textStateOf(field: TypingField): TextState {
  return hasSelection(field)
    ? { value: field.value, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd }
    : { value: field.value, selectionStart: null, selectionEnd: null }
}

/** The next place to write or press in the field's form, for the "Avanti" key. */
export function nextControl(field: TypingField): HTMLElement | null {
  const scope = field.form ?? field.closest('main') ?? document.body
  const controls = [
    ...scope.querySelectorAll<HTMLElement>(
      'input, select, textarea, button[type="submit"], button:not([type])',
    ),
  ].filter(
    (control) =>
      !(control as HTMLInputElement).disabled &&
      (control as HTMLInputElement).type !== 'hidden' &&
      control.tabIndex >= 0 &&
      !control.closest('[inert], [hidden]'),
  )
  const index = controls.indexOf(field)
  return index >= 0 ? (controls[index + 1] ?? null) : null
}
