import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isoDay } from './calendar'
import { renderLeafletPdf } from './leaflet-pdf'
import { planLeaflets } from './leaflets'
import { bannerDrafts, coverSvg } from './svg'

/**
 * Media for the reference server's first start: leaflet PDFs with their covers, and the home banners.
 * Files are generated rather than committed so the dates always sit around the day the server starts,
 * and so a rebrand in src/config.ts shows up in the media too.
 */
export interface LeafletMedia {
  slug: string
  title: string
  /** yyyy-MM-dd */
  validFrom: string
  /** yyyy-MM-dd, the last day included */
  validTo: string
  /** Relative to the output directory. */
  pdfFile: string
  /** Relative to the output directory. */
  coverFile: string
  /** Shown only by the stores it belongs to, not in the general list. */
  storeScoped: boolean
}

export interface BannerMedia {
  /** Relative to the output directory. */
  imageFile: string
  /** Italian alt text. */
  description: string
  /** Where a tap leads inside the app, or nowhere. */
  linkPath: string | null
}

/** Writes (or overwrites) every file under `outputDir`; the same `today` always gives the same bytes. */
export async function writeSeedMedia(
  outputDir: string,
  today: Date,
): Promise<{ leaflets: LeafletMedia[]; banners: BannerMedia[] }> {
  await mkdir(join(outputDir, 'leaflets'), { recursive: true })
  await mkdir(join(outputDir, 'banners'), { recursive: true })

  // One file at a time: the seed runs on small machines and the whole set takes well under a second.
  const leaflets: LeafletMedia[] = []
  for (const plan of planLeaflets(today)) {
    const pdfFile = `leaflets/${plan.slug}.pdf`
    const coverFile = `leaflets/${plan.slug}.svg`
    await writeFile(join(outputDir, pdfFile), await renderLeafletPdf(plan, today))
    await writeFile(join(outputDir, coverFile), coverSvg(plan), 'utf8')
    leaflets.push({
      slug: plan.slug,
      title: plan.title,
      validFrom: isoDay(plan.validFrom),
      validTo: isoDay(plan.validTo),
      pdfFile,
      coverFile,
      storeScoped: plan.storeScoped,
    })
  }

  const banners: BannerMedia[] = []
  for (const draft of bannerDrafts()) {
    const imageFile = `banners/${draft.name}.svg`
    await writeFile(join(outputDir, imageFile), draft.svg, 'utf8')
    banners.push({ imageFile, description: draft.description, linkPath: draft.linkPath })
  }

  return { leaflets, banners }
}
