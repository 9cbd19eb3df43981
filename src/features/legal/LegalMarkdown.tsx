import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { config } from '../../config'
import { useChannel } from '../../ui/use-channel'
import type { Block, Inline, ListItem } from './markdown'

/** What the documents' `{name}` placeholders stand for: the chain's details, from one place. */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  appName: config.appName,
  chainName: config.chain.name,
  cardName: config.chain.cardName,
  mainSiteUrl: config.chain.mainSiteUrl,
  supportEmail: config.chain.supportEmail,
  privacyEmail: config.chain.privacyEmail,
  companyName: config.legal.companyName,
  address: config.legal.address,
  vatNumber: config.legal.vatNumber,
  reaNumber: config.legal.reaNumber,
  pec: config.legal.pec,
  dpoEmail: config.legal.dpoEmail,
}

export function fillPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(PLACEHOLDERS, name) ? String(PLACEHOLDERS[name]) : whole,
  )
}

/** The kiosk's own copies of the legal pages: the only pages of the texts' links it can open. */
const KIOSK_COPIES: Readonly<Record<string, string>> = {
  '/tac': '/totem/tac',
  '/privacy': '/totem/privacy',
  '/generals': '/totem/generals',
}

/**
 * A link of a text. Internal paths (`/privacy`) are router links. The kiosk never leaves /totem:
 * a legal page opens as the kiosk's copy, and what leads nowhere there (the web's other pages, other
 * sites, mail addresses) is written as plain text, not as a link that does nothing.
 */
export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  const channel = useChannel()
  const target = fillPlaceholders(href)
  const internal = target.startsWith('/')
  if (channel === 'totem') {
    const copy = internal ? KIOSK_COPIES[target] : undefined
    return copy ? <Link to={copy}>{children}</Link> : <span>{children}</span>
  }
  return internal ? <Link to={target}>{children}</Link> : <a href={target}>{children}</a>
}

/*
 * A text's nodes never move or change between renders, so their place in the text is their key: each
 * render function takes it as `map` hands it over.
 */

export function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map(renderInlineNode)
}

function renderInlineNode(node: Inline, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return fillPlaceholders(node.text)
    case 'strong':
      return <strong key={key}>{renderInline(node.children)}</strong>
    case 'em':
      return <em key={key}>{renderInline(node.children)}</em>
    case 'link':
      return (
        <DocumentLink key={key} href={node.href}>
          {renderInline(node.children)}
        </DocumentLink>
      )
  }
}

/** The blocks of a text; each h2 opens a section that runs to the next h2. */
export function renderBlocks(blocks: Block[]): ReactNode[] {
  const parts: (Block | Block[])[] = []
  for (const block of blocks) {
    const last = parts.at(-1)
    if (block.type === 'heading' && block.level === 2) parts.push([block])
    else if (Array.isArray(last)) last.push(block)
    else parts.push(block)
  }
  return parts.map(renderPart)
}

function renderPart(part: Block | Block[], key: number): ReactNode {
  if (!Array.isArray(part)) return renderBlock(part, key)
  return (
    <section key={key} className="legal-section">
      {part.map(renderBlock)}
    </section>
  )
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const
      return <Heading key={key}>{renderInline(block.children)}</Heading>
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>
    case 'picture':
      return (
        <img key={key} src={block.picture.src} alt={fillPlaceholders(block.picture.alt)} loading="lazy" />
      )
    case 'list': {
      const steps = block.items.some((item) => item.picture)
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List key={key} className={steps ? 'legal-steps' : undefined}>
          {block.items.map(renderItem)}
        </List>
      )
    }
    case 'container':
      return (
        <div key={key} className={`legal-${block.kind}`}>
          {block.children.map(renderBlock)}
        </div>
      )
  }
}

/** An item, or an illustrated step: its sentence and the picture of the screen it speaks of. */
function renderItem(item: ListItem, key: number): ReactNode {
  if (!item.picture) return <li key={key}>{renderInline(item.children)}</li>
  return (
    <li key={key} className="legal-step">
      <p>{renderInline(item.children)}</p>
      <img src={item.picture.src} alt={fillPlaceholders(item.picture.alt)} loading="lazy" />
    </li>
  )
}
