import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { FetchStatus } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QueryState } from '../../../src/ui/query-state/QueryState'
import { type QueryProgress, queryState } from '../../../src/ui/query-state/query-state'
import { activateItalian } from '../render'

const progress = (over: Partial<QueryProgress<string[]>>): QueryProgress<string[]> => ({
  data: undefined,
  error: null,
  fetchStatus: 'idle' as FetchStatus,
  ...over,
})
const isEmpty = (list: string[]) => list.length === 0

describe('a query’s state', () => {
  it('is its data once there are some, even when a refresh failed or waits for the network', () => {
    expect(queryState(progress({ data: ['a'] }), isEmpty)).toBe('ready')
    expect(queryState(progress({ data: ['a'], error: new Error('x') }), isEmpty)).toBe('ready')
    expect(queryState(progress({ data: ['a'], fetchStatus: 'paused' }), isEmpty)).toBe('ready')
    expect(queryState(progress({ data: [] }), isEmpty)).toBe('empty')
    expect(queryState(progress({ data: [] }))).toBe('ready')
  })

  it('without data: a failure first, then the wait for the network, else loading', () => {
    expect(queryState(progress({ error: new Error('x'), fetchStatus: 'paused' }))).toBe('failed')
    expect(queryState(progress({ fetchStatus: 'paused' }))).toBe('offline')
    expect(queryState(progress({ fetchStatus: 'fetching' }))).toBe('loading')
    // Not fetching yet (disabled until the page is hydrated).
    expect(queryState(progress({ fetchStatus: 'idle' }))).toBe('loading')
  })

  it('does not take the previous page for this one: loading while it comes, offline when it cannot', () => {
    const previous = { data: ['a'], isPlaceholderData: true }
    expect(queryState(progress({ ...previous, fetchStatus: 'fetching' }))).toBe('loading')
    expect(queryState(progress({ ...previous, fetchStatus: 'paused' }))).toBe('offline')
    expect(
      queryState(progress({ data: [], isPlaceholderData: true, fetchStatus: 'fetching' }), isEmpty),
    ).toBe('loading')
  })
})

function show(query: Partial<QueryProgress<string[]>>, refetch = vi.fn()) {
  activateItalian()
  render(
    <I18nProvider i18n={i18n}>
      <QueryState
        query={{ ...progress(query), refetch }}
        isEmpty={isEmpty}
        loading="Caricamento delle cose…"
        offline="Sei offline e le cose non sono salvate."
        failed="Le cose non sono disponibili."
        empty="Nessuna cosa."
        emptyAction={<a href="/altro">Altro</a>}
      />
    </I18nProvider>,
  )
  return refetch
}

describe('the notices of a query’s states', () => {
  it('says it is loading as a status', () => {
    show({ fetchStatus: 'fetching' })
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento delle cose…')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says offline, with nothing to retry, as a status', () => {
    show({ fetchStatus: 'paused' })
    expect(screen.getByRole('status')).toHaveTextContent('Sei offline e le cose non sono salvate.')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('alerts a failure with "Riprova" inside, which asks again', async () => {
    const refetch = show({ error: new Error('x') })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Le cose non sono disponibili.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }))
    expect(refetch).toHaveBeenCalledTimes(1)
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Riprova' }))
  })

  it('says an empty answer as a status, with what to do instead', () => {
    show({ data: [] })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Nessuna cosa.')
    expect(status).toContainElement(screen.getByRole('link', { name: 'Altro' }))
  })

  it('shows nothing once there are data: the page draws them', () => {
    show({ data: ['a'] })
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
