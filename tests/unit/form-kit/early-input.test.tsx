import { act, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  earlySubmitScript,
  takeEarlyForm,
  takeEarlyInput,
  watchEarlyInput,
} from '../../../src/ui/early-input'

// React warns about act() outside a test renderer otherwise.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The head script of a prerendered page, run once for the document as the page's head would.
new Function(earlySubmitScript)()

const submits = vi.fn()

function SearchForm({ label }: { label: string }) {
  const [text, setText] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [size, setSize] = useState('s')
  const [left, setLeft] = useState(false)
  return (
    <form
      ref={takeEarlyForm}
      onSubmit={(event) => {
        event.preventDefault()
        submits({ text, agreed, size })
      }}
    >
      <label>
        {label}
        <input
          ref={takeEarlyInput}
          name="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setLeft(true)}
        />
      </label>
      <label>
        <input
          ref={takeEarlyInput}
          name="agreed"
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        ok
      </label>
      <select ref={takeEarlyInput} name="size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <output>{`${text}|${agreed}|${size}|${left ? 'left' : ''}`}</output>
      <button type="submit">go</button>
    </form>
  )
}

/** The page as the build writes it, with what a customer did before the app's code ran. */
function prerenderedPage(): HTMLElement {
  const root = document.createElement('div')
  root.dataset.prerendered = '/search'
  root.innerHTML = renderToString(<SearchForm label="Cerca" />)
  document.body.append(root)
  const text = root.querySelector<HTMLInputElement>('input[name=text]')
  const box = root.querySelector<HTMLInputElement>('input[name=agreed]')
  const select = root.querySelector<HTMLSelectElement>('select')
  if (!text || !box || !select) throw new Error('page not drawn')
  text.value = 'Mil'
  box.checked = true
  select.value = 'm'
  return root
}

const output = (root: HTMLElement) => root.querySelector('output')?.textContent

afterEach(() => {
  submits.mockReset()
  document.body.innerHTML = ''
})

describe('what is done on a prerendered page before the app has it', () => {
  it('reaches the state of the controls React hydrates, and stays on screen', async () => {
    const root = prerenderedPage()
    watchEarlyInput(root)
    // Typed while the app's code was starting.
    const text = root.querySelector<HTMLInputElement>('input[name=text]') as HTMLInputElement
    text.value = 'Milano'
    text.dispatchEvent(new Event('input', { bubbles: true }))

    await act(async () => {
      hydrateRoot(root, <SearchForm label="Cerca" />)
    })

    // The text field was left (the focus is elsewhere): it hears so, and can check its value.
    expect(output(root)).toBe('Milano|true|m|left')
    expect(text.value).toBe('Milano')
  })

  it('reaches the controls of a page drawn afresh in their place (another language)', async () => {
    const root = prerenderedPage()
    watchEarlyInput(root)
    await act(async () => {
      createRoot(root).render(<SearchForm label="Search" />)
    })
    expect(output(root)).toBe('Mil|true|m|left')
    expect(root.querySelector<HTMLInputElement>('input[name=text]')?.value).toBe('Mil')
  })

  it('holds a submit the browser would send itself, and makes it once the app has the form', async () => {
    const root = prerenderedPage()
    const form = root.querySelector('form') as HTMLFormElement
    const sent = vi.fn((event: Event) => event.defaultPrevented)
    document.addEventListener('submit', sent)
    form.requestSubmit()
    // Held by the head script: not sent by the browser (jsdom would report a navigation), marked.
    expect(sent).toHaveReturnedWith(true)
    watchEarlyInput(root)

    await act(async () => {
      hydrateRoot(root, <SearchForm label="Cerca" />)
    })

    expect(submits).toHaveBeenCalledTimes(1)
    expect(submits).toHaveBeenCalledWith({ text: 'Mil', agreed: true, size: 'm' })
    document.removeEventListener('submit', sent)
  })

  it('leaves alone a page nobody touched, and later submits are the app’s alone', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<SearchForm label="Cerca" />)
    document.body.append(root)
    watchEarlyInput(root)
    await act(async () => {
      hydrateRoot(root, <SearchForm label="Cerca" />)
    })
    expect(output(root)).toBe('|false|s|')
    expect(submits).not.toHaveBeenCalled()

    await act(async () => {
      root.querySelector('form')?.requestSubmit()
    })
    expect(submits).toHaveBeenCalledTimes(1)
  })
})
