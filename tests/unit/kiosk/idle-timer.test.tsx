import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IdleCountdown } from '../../../src/features/kiosk/IdleCountdown'
import { KIOSK_IDLE_MS, useIdleTimer } from '../../../src/features/kiosk/idle-timer'
import { activateItalian } from '../render'

function Probe({
  onIdle,
  loggedIn = true,
  warn = true,
}: {
  onIdle: () => void
  loggedIn?: boolean
  warn?: boolean | (() => boolean)
}) {
  const idle = useIdleTimer(onIdle, { warn })
  return (
    <>
      <input aria-label="Nome" />
      <IdleCountdown secondsLeft={idle.secondsLeft} loggedIn={loggedIn} onStay={idle.stayActive} />
    </>
  )
}

const Italian = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const countdown = () => screen.queryByRole('alertdialog')

beforeEach(() => {
  vi.useFakeTimers()
  activateItalian()
})
afterEach(() => vi.useRealTimers())

describe('kiosk idle timer', () => {
  it('is 60 s, as behaviour §9 says', () => {
    expect(KIOSK_IDLE_MS).toBe(60_000)
  })

  it('fires after 60 s without activity, with a countdown in the last 10 s', () => {
    const onIdle = vi.fn()
    render(<Probe onIdle={onIdle} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(49_000))
    expect(countdown()).toBeNull()
    act(() => vi.advanceTimersByTime(2_000))
    expect(countdown()).toHaveAccessibleName('Sei ancora lì? Esci tra 9 secondi.')
    expect(onIdle).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(9_500))
    expect(onIdle).toHaveBeenCalledTimes(1)
    expect(countdown()).toBeNull()
  })

  it('starts again on touch, key or pointer activity', () => {
    const onIdle = vi.fn()
    render(<Probe onIdle={onIdle} loggedIn={false} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(55_000))
    expect(countdown()).toHaveAccessibleName('Torno alla pagina iniziale tra 5 secondi.')
    act(() => {
      screen.getByLabelText('Nome').dispatchEvent(new Event('pointerdown', { bubbles: true }))
      vi.advanceTimersByTime(300)
    })
    expect(countdown()).toBeNull()
    act(() => vi.advanceTimersByTime(40_000))
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })))
    act(() => vi.advanceTimersByTime(40_000))
    expect(onIdle).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(21_000))
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('keeps the countdown through the touch on it, and goes with its click', () => {
    const onIdle = vi.fn()
    render(<Probe onIdle={onIdle} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(52_000))
    const button = screen.getByRole('button', { name: 'Continua' })
    // The finger lands: the countdown stays, so the lift cannot click what lies beneath it.
    act(() => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      vi.advanceTimersByTime(300)
    })
    expect(countdown()).not.toBeNull()
    act(() => button.click())
    expect(countdown()).toBeNull()
    act(() => vi.advanceTimersByTime(59_000))
    expect(onIdle).not.toHaveBeenCalled()
  })

  it('counts nothing down without a warning wanted, and still fires', () => {
    const onIdle = vi.fn()
    render(<Probe onIdle={onIdle} loggedIn={false} warn={false} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(55_000))
    expect(countdown()).toBeNull()
    act(() => vi.advanceTimersByTime(6_000))
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('asks a warning function at each tick (the idle home warns only over an open pop-up)', () => {
    let popupOpen = false
    render(<Probe onIdle={vi.fn()} loggedIn={false} warn={() => popupOpen} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(52_000))
    expect(countdown()).toBeNull()
    popupOpen = true
    act(() => vi.advanceTimersByTime(500))
    expect(countdown()).toHaveAccessibleName('Torno alla pagina iniziale tra 8 secondi.')
  })
})
