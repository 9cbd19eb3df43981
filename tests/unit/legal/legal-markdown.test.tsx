import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { config } from '../../../src/config'
import { fillPlaceholders, renderBlocks } from '../../../src/features/legal/LegalMarkdown'
import { parseMarkdown } from '../../../src/features/legal/markdown'

/** The blocks of a Markdown text without links, rendered outside the router. */
const show = (markdown: string) =>
  render(<div data-testid="text">{renderBlocks(parseMarkdown(markdown))}</div>)

describe('the legal documents’ renderer', () => {
  test('emphasis is <em>, strong is <strong>', () => {
    show('Una *parola* e **un’altra**.')
    expect(screen.getByText('parola').tagName).toBe('EM')
    expect(screen.getByText('un’altra').tagName).toBe('STRONG')
  })

  test('each h2 opens a section up to the next; what comes before stands outside', () => {
    show('Premessa.\n\n## Uno\n\nTesto uno.\n\n### Parte\n\n## Due\n\n- a\n- b')
    const sections = screen.getByTestId('text').querySelectorAll(':scope > section.legal-section')
    expect(sections).toHaveLength(2)
    expect(screen.getByText('Premessa.').parentElement).toHaveAttribute('data-testid', 'text')
    expect(screen.getByRole('heading', { level: 3, name: 'Parte' }).parentElement).toBe(sections[0])
    expect(screen.getByRole('list').parentElement).toBe(sections[1])
  })

  test('a numbered list is <ol>; one with pictures is a list of illustrated steps', () => {
    show('1. primo\n2. secondo\n\n1. Tocca\n   ![Il menu di {appName}](/s.svg)')
    const [plain, steps] = screen.getAllByRole('list')
    expect(plain?.tagName).toBe('OL')
    expect(plain).not.toHaveClass('legal-steps')
    expect(steps).toHaveClass('legal-steps')
    expect(screen.getByRole('img', { name: `Il menu di ${config.appName}` })).toHaveAttribute('src', '/s.svg')
  })

  test('a picture of its own, and a boxed note', () => {
    show('![Uno schermo](/a.svg)\n\n::: box\nAttenzione.\n:::')
    expect(screen.getByRole('img', { name: 'Uno schermo' })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByText('Attenzione.').parentElement).toHaveClass('legal-box')
  })

  test('placeholders take the chain’s details; an unknown one stays as written', () => {
    expect(fillPlaceholders('{companyName}, {cardName}: {nonEsiste}')).toBe(
      `${config.legal.companyName}, ${config.chain.cardName}: {nonEsiste}`,
    )
    expect(fillPlaceholders('{constructor}')).toBe('{constructor}')
  })
})
