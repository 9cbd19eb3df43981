import { useLingui } from '@lingui/react/macro'
import { type PointerEvent as ReactPointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  applyKey,
  isTypingField,
  type Key,
  layoutFor,
  nextControl,
  numericRows,
  type TypingField,
  textRows,
  textStateOf,
  typeInto,
} from './on-screen-keys'

/** Space kept between the field and the keys' top when the page is scrolled to show it. */
const GAP_ABOVE_KEYS = 24

/**
 * The kiosk's own keys, in the lower half of the screen where a hand reaches: they open under
 * whichever text field has the focus (digits for the card's number, a phone or a date; an Italian
 * keyboard for the rest), show that field's name and text above them, and close when the focus
 * leaves it. A physical keyboard still works; the keys keep nothing of what was typed.
 *
 * The keys never take the focus (a finger's press on them is held back), so the field keeps its
 * caret and its screen-reader context; they are out of the tab order, as a keyboard has keys of
 * its own.
 */
export function OnScreenKeys() {
  const { t } = useLingui()
  const [field, setField] = useState<TypingField | null>(null)
  const [upper, setUpper] = useState(false)
  const shownValue = useRef<HTMLSpanElement>(null)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    const follow = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof Node && panel.current?.contains(target)) return
      setUpper(false)
      setField(isTypingField(target) ? target : null)
    }
    // Focus gone to nothing (a touch on the page's background): the keys go too.
    const leave = (event: FocusEvent) => {
      if (event.relatedTarget === null) {
        setUpper(false)
        setField(null)
      }
    }
    document.addEventListener('focusin', follow)
    document.addEventListener('focusout', leave)
    if (isTypingField(document.activeElement)) setField(document.activeElement)
    return () => {
      document.removeEventListener('focusin', follow)
      document.removeEventListener('focusout', leave)
    }
  }, [])

  // What a physical keyboard or the app writes into the field shows above the keys too: written
  // straight into the text, once the app has had the input (a date's slashes). A render of the keys
  // in the middle of the field's own input event would upset React's handling of it.
  useEffect(() => {
    if (!field) return
    let frame = 0
    const show = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (shownValue.current) shownValue.current.textContent = shownText(field)
      })
    }
    field.addEventListener('input', show)
    return () => {
      cancelAnimationFrame(frame)
      field.removeEventListener('input', show)
    }
  }, [field])

  // The field stays in sight above the keys.
  useLayoutEffect(() => {
    if (!field || !panel.current) return
    const keysTop = panel.current.getBoundingClientRect().top
    const box = field.getBoundingClientRect()
    if (box.bottom > keysTop - GAP_ABOVE_KEYS) window.scrollBy(0, box.bottom - keysTop + GAP_ABOVE_KEYS)
    else if (box.top < 0) window.scrollBy(0, box.top - GAP_ABOVE_KEYS)
  }, [field])

  if (!field?.isConnected) return null

  const layout = layoutFor(field)
  const rows = layout === 'numeric' || layout === 'phone' ? numericRows(layout === 'phone') : textRows(layout)

  function press(key: Key) {
    if (!field) return
    if (key.kind === 'shift') {
      setUpper((on) => !on)
      return
    }
    if (key.kind === 'next') {
      nextControl(field)?.focus()
      return
    }
    const next = applyKey(textStateOf(field), key, { upper, maxLength: field.maxLength })
    if (next) typeInto(field, next.value, next.caret)
    // A capital for one letter, as on a phone.
    if (key.kind === 'char' && upper) setUpper(false)
    if (shownValue.current) shownValue.current.textContent = shownText(field)
  }

  const faces = {
    // The key that takes back the last letter, not the signature's "Cancella" (clear).
    backspace: t({ message: 'Cancella', context: 'tasto' }),
    clear: t`Svuota`,
    shift: t`Maiuscola`,
    space: t`Spazio`,
    next: t`Avanti`,
  }
  return (
    <section
      ref={panel}
      className={`kiosk-keys kiosk-keys--${layout === 'phone' ? 'numeric' : layout}`}
      aria-label={t`Tastiera sullo schermo`}
      // A press on the keys (or between them) leaves the focus in the field.
      onPointerDown={holdFocus}
      onMouseDown={holdFocus}
    >
      <div className="kiosk-keys__field" aria-hidden="true">
        <span className="kiosk-keys__label">{labelOf(field)}</span>
        <span className="kiosk-keys__value">
          <span ref={shownValue}>{shownText(field)}</span>
          <span className="kiosk-keys__caret" />
        </span>
      </div>
      <div className="kiosk-keys__rows">
        {rows.map((row) => (
          <div className="kiosk-keys__row" key={row.map(keyId).join()}>
            {row.map((key) => (
              <button
                key={keyId(key)}
                type="button"
                tabIndex={-1}
                className={`kiosk-key kiosk-key--${key.kind}`}
                aria-pressed={key.kind === 'shift' ? upper : undefined}
                onClick={() => press(key)}
              >
                {key.kind === 'char'
                  ? upper
                    ? key.char.toLocaleUpperCase('it')
                    : key.char
                  : faces[key.kind]}
              </button>
            ))}
          </div>
        ))}
      </div>
    </section>
  )
}

function holdFocus(event: ReactPointerEvent | React.MouseEvent) {
  event.preventDefault()
}

const keyId = (key: Key) => (key.kind === 'char' ? `char:${key.char}` : key.kind)

/** The field's text as shown above the keys; a password's as dots. */
const shownText = (field: TypingField) =>
  field.type === 'password' ? '•'.repeat(field.value.length) : field.value

/** The field's label as read, without its required mark (hidden from screen readers too). */
function labelOf(field: TypingField): string {
  const label = field.labels?.[0]
  if (!label) return field.getAttribute('aria-label') ?? ''
  return [...label.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim()
}
