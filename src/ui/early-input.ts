/**
 * What a customer does on a prerendered page before the app has taken it over (issue 16: the page
 * shows, and can be typed into, well before its code has run on a slow phone).
 *
 * - Typing lives only in the DOM. While hydrating, React leaves it on screen, but the component's
 *   state does not know it: the form says a filled field is empty, and the next render of the
 *   control puts the state's value back. When the app draws the page afresh instead (English, a
 *   query), the typed controls are replaced. So the boot keeps a copy of what was typed
 *   (`watchEarlyInput`), and each control, once React has it (`takeEarlyInput` as its ref), gets it
 *   back through the events a customer's typing makes, so its own onChange runs.
 * - A submit (Enter, the button) would make the browser send the form itself — a GET to the page with
 *   the fields, the password too, in the address. The page's head stops it (`earlySubmitScript`) and
 *   marks the form; once React has the form (`takeEarlyForm` as its ref) it is submitted again.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface Typed {
  control: Control
  /** Where the same control is in a page drawn afresh: its form's place and its name. */
  key: string | null
  value: string | boolean
}

/**
 * Set by the page's head script on a form submitted before the app had it: a property, not an
 * attribute, which hydration would find differing from what React draws.
 */
const HELD_SUBMIT = '__tesseraHeldSubmit'
type MaybeHeld = HTMLFormElement & { [HELD_SUBMIT]?: boolean }
/** Set on a form the app has taken over: its submits are the app's from then on. */
export const LIVE_FORM_ATTRIBUTE = 'data-live'

/**
 * Runs in the head of every prerendered page, before the body exists: a submit of a form the app has
 * not taken over yet is held (and the form marked) instead of being sent by the browser.
 */
export const earlySubmitScript = `document.addEventListener('submit',function(e){var f=e.target;if(f&&!f.hasAttribute(${JSON.stringify(LIVE_FORM_ATTRIBUTE)})){e.preventDefault();f.${HELD_SUBMIT}=true}},true)`

let typed: Typed[] = []
/** Forms submitted before the app had them, with their place among the page's forms. */
let submitted: { form: HTMLFormElement; place: number }[] = []
let root: HTMLElement | null = null
const taken = new WeakSet<Element>()

const placeOf = (form: HTMLFormElement | null): number =>
  root && form ? Array.prototype.indexOf.call(root.querySelectorAll('form'), form) : -1

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

function keyOf(control: Control): string | null {
  if (!root || !control.name) return null
  return `${placeOf(control.form)}/${control.name}/${checkable(control) ? control.value : ''}`
}

/** What the customer changed, or undefined where the control still holds what the page came with. */
function changedValue(control: Control): string | boolean | undefined {
  if (checkable(control)) return control.checked !== control.defaultChecked ? control.checked : undefined
  if (control instanceof HTMLSelectElement) {
    const option = control.selectedOptions[0]
    return option && !option.defaultSelected ? control.value : undefined
  }
  return control.value !== control.defaultValue ? control.value : undefined
}

function remember(control: Control): void {
  if (taken.has(control)) return
  const value = changedValue(control)
  typed = typed.filter((entry) => entry.control !== control)
  if (value !== undefined) typed.push({ control, key: keyOf(control), value })
}

/**
 * Called by the boot, before React hydrates or replaces a prerendered page: keeps what was typed so
 * far and what is typed until each control is taken over.
 */
export function watchEarlyInput(page: HTMLElement): void {
  root = page
  typed = []
  submitted = []
  for (const control of page.querySelectorAll<Control>('input, textarea, select')) remember(control)
  const held = (form: HTMLFormElement) => {
    if (!submitted.some((entry) => entry.form === form)) submitted.push({ form, place: placeOf(form) })
  }
  for (const form of page.querySelectorAll<MaybeHeld>('form')) if (form[HELD_SUBMIT]) held(form)
  const onChange = (event: Event) => {
    if (isControl(event.target) && page.contains(event.target)) remember(event.target)
  }
  page.addEventListener('input', onChange, true)
  page.addEventListener('change', onChange, true)
  // After the head's listener (on the document, it runs first) has held the submit.
  page.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && (event.target as MaybeHeld)[HELD_SUBMIT])
        held(event.target)
    },
    true,
  )
}

// React tracks a control's value through its own property setter, and fires onChange only when an
// event finds the value changed from what it tracked. Setting through the prototype's setter leaves
// the tracked value behind, as the browser's own typing does.
function setAsTyped(control: Control, value: string | boolean): void {
  if (checkable(control)) {
    // A radio button is unchecked by checking another, which has its own entry.
    if (control.type === 'radio' && !value) return
    // React's own setter first, to the other state: the click then changes it to what was typed.
    control.checked = !value
    control.click()
    return
  }
  const prototype = Object.getPrototypeOf(control) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  control.value = value === '' ? ' ' : ''
  setter?.call(control, value)
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  )
}

/**
 * A control's ref: once React has it, what the customer typed into it (or into the control it
 * replaces) before the app started reaches its onChange.
 */
export function takeEarlyInput(control: Control | null): void {
  if (!control || taken.has(control)) return
  taken.add(control)
  if (typed.length === 0) return
  const key = keyOf(control)
  const entry =
    typed.find((candidate) => candidate.control === control) ??
    (key === null
      ? undefined
      : typed.find((candidate) => candidate.key === key && !candidate.control.isConnected))
  if (!entry) return
  typed = typed.filter((candidate) => candidate !== entry)
  // After the commit that attaches the ref: the events then reach the control's new handlers.
  queueMicrotask(() => {
    if (!control.isConnected) return
    setAsTyped(control, entry.value)
    // A field the customer has left already is told so, as it would have been: it checks its value.
    if (document.activeElement !== control)
      control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

/**
 * A form's ref: marks it as the app's, and submits it again if the customer submitted it before the
 * app had it (after its controls have their typed values: children's refs come first).
 */
export function takeEarlyForm(form: HTMLFormElement | null): void {
  if (!form || form.hasAttribute(LIVE_FORM_ATTRIBUTE)) return
  form.setAttribute(LIVE_FORM_ATTRIBUTE, '')
  if (submitted.length === 0) return
  const place = placeOf(form)
  const entry = submitted.find(
    (candidate) => candidate.form === form || (candidate.place === place && !candidate.form.isConnected),
  )
  if (!entry) return
  submitted = submitted.filter((candidate) => candidate !== entry)
  delete (form as MaybeHeld)[HELD_SUBMIT]
  queueMicrotask(() => {
    if (form.isConnected) form.requestSubmit()
  })
}
