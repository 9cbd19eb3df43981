import { describe, expect, test } from 'vitest'
import { parseInline, parseMarkdown } from '../../../src/features/legal/markdown'

const text = (value: string) => ({ type: 'text', text: value })

describe('the legal documents’ Markdown: blocks', () => {
  test('# is the title, ## a section heading, ### a part', () => {
    expect(parseMarkdown('# Titolo\n\n## 1. Sezione\n\n### Parte')).toEqual([
      { type: 'heading', level: 1, children: [text('Titolo')] },
      { type: 'heading', level: 2, children: [text('1. Sezione')] },
      { type: 'heading', level: 3, children: [text('Parte')] },
    ])
  })

  test('a heading stands alone on its line', () => {
    expect(() => parseMarkdown('## Sezione\ncon un seguito')).toThrow(/heading stands alone/)
  })

  test('lines up to a blank line are one paragraph, joined by a space', () => {
    expect(parseMarkdown('Prima riga\n  seconda riga\n\nAltro')).toEqual([
      { type: 'paragraph', children: [text('Prima riga seconda riga')] },
      { type: 'paragraph', children: [text('Altro')] },
    ])
  })

  test('- makes a bulleted list and 1. a numbered one, an item a line', () => {
    expect(parseMarkdown('- uno\n- **due**\n\n1. primo\n2. secondo')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [{ children: [text('uno')] }, { children: [{ type: 'strong', children: [text('due')] }] }],
      },
      {
        type: 'list',
        ordered: true,
        items: [{ children: [text('primo')] }, { children: [text('secondo')] }],
      },
    ])
  })

  test('an indented picture under an item illustrates it', () => {
    expect(parseMarkdown('1. Tocca Profilo.\n   ![Il menu](/app/tutorial/step-1.svg)')).toEqual([
      {
        type: 'list',
        ordered: true,
        items: [
          {
            children: [text('Tocca Profilo.')],
            picture: { alt: 'Il menu', src: '/app/tutorial/step-1.svg' },
          },
        ],
      },
    ])
    expect(() => parseMarkdown('- uno\nnon un elemento')).toThrow(/one item a line/)
  })

  test('a picture on its own line', () => {
    expect(parseMarkdown('![Il menu](/a.svg)')).toEqual([
      { type: 'picture', picture: { alt: 'Il menu', src: '/a.svg' } },
    ])
  })

  test('::: box, ::: faq and ::: subtitle hold blocks up to :::', () => {
    expect(
      parseMarkdown('::: box\nAttenzione.\n\nDavvero.\n:::\n\n::: faq\n### Domanda?\n\nRisposta.\n:::'),
    ).toEqual([
      {
        type: 'container',
        kind: 'box',
        children: [
          { type: 'paragraph', children: [text('Attenzione.')] },
          { type: 'paragraph', children: [text('Davvero.')] },
        ],
      },
      {
        type: 'container',
        kind: 'faq',
        children: [
          { type: 'heading', level: 3, children: [text('Domanda?')] },
          { type: 'paragraph', children: [text('Risposta.')] },
        ],
      },
    ])
    expect(parseMarkdown('::: subtitle\nai sensi\n:::')[0]).toMatchObject({
      type: 'container',
      kind: 'subtitle',
    })
  })

  test('an unknown, unclosed or unopened container is an error, not a silent text', () => {
    expect(() => parseMarkdown('::: warning\nx\n:::')).toThrow(/unknown container 'warning'/)
    expect(() => parseMarkdown('::: box\nx')).toThrow(/not closed/)
    expect(() => parseMarkdown('x\n\n:::')).toThrow(/without its opening/)
  })
})

describe('the legal documents’ Markdown: inside a line', () => {
  test('**strong** and *emphasis*, nested in links too', () => {
    expect(parseInline('a **b** c *d*')).toEqual([
      text('a '),
      { type: 'strong', children: [text('b')] },
      text(' c '),
      { type: 'em', children: [text('d')] },
    ])
  })

  test('[text](href) is a link; placeholders stay for the renderer', () => {
    expect(
      parseInline("leggi l'[informativa](/privacy) o scrivi a [{supportEmail}](mailto:{supportEmail})"),
    ).toEqual([
      text("leggi l'"),
      { type: 'link', href: '/privacy', children: [text('informativa')] },
      text(' o scrivi a '),
      { type: 'link', href: 'mailto:{supportEmail}', children: [text('{supportEmail}')] },
    ])
  })

  test('a lone * or [ is text', () => {
    expect(parseInline('5 * 3 [nota')).toEqual([text('5 * 3 [nota')])
  })
})
