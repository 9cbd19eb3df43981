import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '../use-debounced-value'

/**
 * A list's search box: the text as typed, and the search it makes once the typing has paused for
 * `debounceMs` (on a phone with a poor signal each pause would otherwise fetch and draw a page for
 * half a word), or at once on Enter (`submit`). `search` is the list's search now (the address's);
 * `onSearch` moves it. Only the customer's typing moves it: the address already says what it said.
 */
export function useSearchText(search: string, onSearch: (text: string) => void, debounceMs: number) {
  const [text, setText] = useState(search)
  const typed = text.trim()
  const debounced = useDebouncedValue(typed, debounceMs)
  const lastDebounced = useRef(debounced)
  useEffect(() => {
    if (debounced === lastDebounced.current) return
    lastDebounced.current = debounced
    if (debounced !== search) onSearch(debounced)
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (typed !== search) onSearch(typed)
  }
  return { text, setText, submit }
}
