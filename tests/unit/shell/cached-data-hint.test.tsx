import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../src/app/i18n'
import { CachedDataHint } from '../../../src/ui/offline/CachedDataHint'
import { activateItalian } from '../render'

afterEach(() => {
  vi.restoreAllMocks()
  activateItalian()
})

function renderOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  // 22 November 2026, 23:26 local time.
  const updatedAt = new Date(2026, 10, 22, 23, 26).getTime()
  render(
    <I18nProvider i18n={i18n}>
      <CachedDataHint updatedAt={updatedAt} refreshFailed={false} />
    </I18nProvider>,
  )
}

describe('the saved-data hint', () => {
  it('dates the copy in Italian', () => {
    activateItalian()
    renderOffline()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sei offline. Dati aggiornati al 22/11/2026 alle 23:26',
    )
  })

  it('in English writes dates and times as read in Italy, not the American way', async () => {
    await act(() => activateLocale('en'))
    renderOffline()
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Data last updated on 22/11/2026 at 23:26',
    )
  })
})
