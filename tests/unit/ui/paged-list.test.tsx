import {
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
} from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '../../../src/api/envelope'
import { pageNumber, searchText } from '../../../src/ui/paged-list/list-search'
import { usePagedList } from '../../../src/ui/paged-list/use-paged-list'

afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

const listKey = (q: string) => ['things', { q }] as const
/** One page of a search, as the features' query factories make them (the previous page kept). */
const things = (q: string, p: number, answer: (p: number) => Promise<Page<string>>) =>
  queryOptions({
    queryKey: [...listKey(q), p] as const,
    queryFn: () => answer(p),
    placeholderData: keepPreviousData,
  })
const page = (data: string[], number: number, totalPages = 12): Page<string> => ({ data, number, totalPages })

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}

describe('a paged list', () => {
  it('draws the page asked for once it has come, keeping a page’s room until then', async () => {
    const { wrapper } = setUp()
    const { result } = renderHook(
      () =>
        usePagedList(
          things('', 0, async (p) => page(['a', 'b'], p)),
          listKey(''),
          'Things not loaded',
        ),
      { wrapper },
    )
    expect(result.current.state).toBe('loading')
    expect(result.current.firstPageLoading).toBe(true)
    await waitFor(() => expect(result.current.state).toBe('ready'))
    expect(result.current.items).toEqual(['a', 'b'])
    expect(result.current.totalPages).toBe(12)
    expect(result.current.firstPageLoading).toBe(false)
  })

  it('keeps the page on screen while the next one comes, and says it is loading', async () => {
    const { wrapper } = setUp()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const answer = async (p: number) => {
      if (p > 0) await held
      return page([`item of page ${p}`], p)
    }
    const { result, rerender } = renderHook(
      ({ p }) => usePagedList(things('', p, answer), listKey(''), 'Things not loaded'),
      { wrapper, initialProps: { p: 0 } },
    )
    await waitFor(() => expect(result.current.state).toBe('ready'))
    rerender({ p: 1 })
    await waitFor(() => expect(result.current.state).toBe('loading'))
    expect(result.current.items).toEqual(['item of page 0'])
    expect(result.current.firstPageLoading).toBe(false)
    release()
    await waitFor(() => expect(result.current.items).toEqual(['item of page 1']))
    expect(result.current.state).toBe('ready')
  })

  it('offline, says a page never fetched cannot come, and keeps the count of its list for the pager', async () => {
    const { client, wrapper } = setUp()
    client.setQueryData(things('', 0, async (p) => page([], p)).queryKey, page(['a'], 0, 7))
    onlineManager.setOnline(false)
    const { result } = renderHook(
      () =>
        usePagedList(
          things('', 3, async (p) => page(['d'], p)),
          listKey(''),
          'Things not loaded',
        ),
      { wrapper },
    )
    await waitFor(() => expect(result.current.state).toBe('offline'))
    expect(result.current.items).toEqual([])
    expect(result.current.totalPages).toBe(7)
    // Another search's count is not this one's.
    const other = renderHook(
      () =>
        usePagedList(
          things('x', 3, async (p) => page(['d'], p)),
          listKey('x'),
          'Things not loaded',
        ),
      { wrapper },
    )
    await waitFor(() => expect(other.result.current.state).toBe('offline'))
    expect(other.result.current.totalPages).toBe(0)
  })

  it('says an empty answer is empty, and logs a failure as told', async () => {
    const { wrapper } = setUp()
    const empty = renderHook(
      () =>
        usePagedList(
          things('none', 0, async (p) => page([], p, 0)),
          listKey('none'),
          'Things not loaded',
        ),
      { wrapper },
    )
    await waitFor(() => expect(empty.result.current.state).toBe('empty'))

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = renderHook(
      () =>
        usePagedList(
          things('fails', 0, () => Promise.reject(new Error('down'))),
          listKey('fails'),
          'Things not loaded',
        ),
      { wrapper },
    )
    await waitFor(() => expect(failing.result.current.state).toBe('failed'))
    expect(logged).toHaveBeenCalledWith('Things not loaded', expect.any(Error))
  })
})

describe('a paged list’s address', () => {
  it('keeps a trimmed text and a page past the first; reads junk and the first page as nothing', () => {
    expect(searchText('  genova ', 100)).toBe('genova')
    expect(searchText('x'.repeat(120), 100)).toHaveLength(100)
    expect(searchText('   ', 100)).toBeUndefined()
    expect(searchText(42, 100)).toBeUndefined()
    expect(pageNumber('3')).toBe(3)
    expect(pageNumber(4)).toBe(4)
    expect(pageNumber('1')).toBeUndefined()
    expect(pageNumber('2x')).toBeUndefined()
    expect(pageNumber(-2)).toBeUndefined()
    expect(pageNumber('1234567')).toBeUndefined()
  })
})
