import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The direction of imports between the layers (docs/architecture.md): `app` composes `features`,
 * features use `ui` and `api`, and nothing below reaches up; and no feature folders import each
 * other in a circle. Run by `npm run check`; it fails with one line per import that breaks a rule,
 * and each circle with one import of each of its steps.
 */

export interface SourceFile {
  /** Path from the repository's root, with forward slashes: src/ui/Button.tsx */
  path: string
  text: string
}

export interface Violation {
  file: string
  specifier: string
  rule: string
}

interface Rule {
  /** Which files the rule is about. */
  from: RegExp
  /** What they may not import: a repository path (resolved) or a package name. */
  forbidden: (target: Target) => boolean
  why: string
}

type Target = { kind: 'file'; path: string } | { kind: 'package'; name: string }

const inside = (folder: string) => (target: Target) =>
  target.kind === 'file' && (target.path === folder || target.path.startsWith(`${folder}/`))
const anyOf =
  (...tests: ((target: Target) => boolean)[]) =>
  (target: Target) =>
    tests.some((test) => test(target))
const pkg = (pattern: RegExp) => (target: Target) => target.kind === 'package' && pattern.test(target.name)

const REACT = /^(react|react-dom|@tanstack\/react-[\w-]+|@lingui\/react)(\/|$)/

export const RULES: readonly Rule[] = [
  {
    from: /^src\/ui\//,
    forbidden: anyOf(inside('src/features'), inside('src/app'), inside('src/routes')),
    why: 'ui/ holds primitives that know no feature: it imports neither features/, app/ nor routes/',
  },
  {
    from: /^src\/api\//,
    forbidden: anyOf(
      pkg(REACT),
      inside('src/ui'),
      inside('src/features'),
      inside('src/app'),
      inside('src/routes'),
    ),
    why: 'api/ is the contract: no React, nothing of the layers above it',
  },
  {
    from: /^src\/features\//,
    forbidden: anyOf(inside('src/routes'), inside('src/app')),
    why: 'a feature is composed by app/ and routes/, and imports neither',
  },
  {
    from: /^(src|sw)\//,
    forbidden: inside('server'),
    why: 'the PWA never imports the reference server',
  },
  {
    from: /^(src|sw)\//,
    forbidden: (target) => target.kind === 'file' && target.path === 'src/api/ops-endpoints.ts',
    why: "the store's /ops calls are the server's and the ops script's, never the customer's app",
  },
  {
    // The grocery's screens (shop, orders, lists) are loaded lazily, with their routes.
    from: /^(src\/(?!api\/|features\/(shop|orders|lists)\/)|sw\/)/,
    forbidden: (target) =>
      target.kind === 'file' &&
      (target.path === 'src/api/shop-endpoints.ts' ||
        target.path === 'src/api/list-endpoints.ts' ||
        target.path === 'src/api/cli-endpoints.ts'),
    why: "the grocery's calls load with the shop's screens: the pages every visit opens do not carry them",
  },
  {
    // The store staff's screens are loaded at /app/staff only (docs/ordering.md "The store's side"):
    // only their feature and their routes import them or the staff's calls (and the registry of every
    // call, cli-endpoints.ts, which the app's screens may not import either).
    from: /^(src\/(?!features\/staff\/|routes\/staff[./]|api\/cli-endpoints\.ts$)|sw\/)/,
    forbidden: (target) =>
      target.kind === 'file' &&
      (target.path.startsWith('src/features/staff/') || target.path === 'src/api/staff-endpoints.ts'),
    why: "the staff's screens and calls load with their /staff routes: no customer page carries them",
  },
  {
    from: /^server\/jobs\//,
    forbidden: anyOf(inside('server/http'), inside('server/routes')),
    why: 'jobs are domain work run on a timer; they know nothing of HTTP',
  },
  {
    from: /^server\//,
    forbidden: (target) =>
      target.kind === 'file' &&
      target.path.startsWith('src/') &&
      !target.path.startsWith('src/api/') &&
      target.path !== 'src/config.ts',
    why: 'the server shares the contract (src/api) and the chain settings (src/config.ts), nothing else of the PWA',
  },
  {
    from: /^server\/domain\//,
    forbidden: anyOf(inside('server/http'), inside('server/routes')),
    why: 'domain code decides; it knows nothing of HTTP (it throws domain errors, not HTTP failures)',
  },
  {
    from: /^server\/routes\//,
    forbidden: anyOf(pkg(/^drizzle-orm(\/|$)/), inside('server/db/schema.ts')),
    why: 'routes parse and answer; the tables are written by domain code',
  },
]

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`, comments left out. */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  const found: string[] = []
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1] as string)
  return found
}

/** The file an import names, with its extension when it is one of `known` ('../ui/x' → 'src/ui/x.tsx'). */
function resolve(file: string, specifier: string, known: ReadonlySet<string>): Target {
  if (!specifier.startsWith('.')) return { kind: 'package', name: specifier }
  const bare = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\?.*$/, '')
  const candidates = [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`]
  return { kind: 'file', path: candidates.find((candidate) => known.has(candidate)) ?? bare }
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const known = new Set(files.map((f) => f.path))
  const violations: Violation[] = []
  for (const file of files) {
    const rules = RULES.filter((rule) => rule.from.test(file.path))
    for (const specifier of rules.length ? importSpecifiers(file.text) : []) {
      const target = resolve(file.path, specifier, known)
      for (const rule of rules) {
        if (rule.forbidden(target)) violations.push({ file: file.path, specifier, rule: rule.why })
      }
    }
  }
  return violations
}

/** One import that makes a feature folder depend on another. */
export interface FeatureEdge {
  from: string
  to: string
  file: string
  specifier: string
}

/** Feature folders that import each other in a circle: each folder, and one import of each step. */
export interface FeatureCycle {
  /** The folders in the order of the circle, the first one again at the end: auth → lists → auth. */
  folders: string[]
  edges: FeatureEdge[]
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1]

/**
 * Feature folders may use one another (a page of orders shows the shop's prices), but never in a
 * circle, however long and however imported (lazily, types only, a stylesheet): two features that
 * need each other are one feature, or what both need belongs below them (ui/, api/), or the app
 * composes them (docs/architecture.md). Every elementary circle is reported once, starting from
 * its first folder in alphabetical order, with the first import (by file) of each of its steps.
 */
export function findFeatureCycles(files: readonly SourceFile[]): FeatureCycle[] {
  const known = new Set(files.map((f) => f.path))
  const graph = new Map<string, Map<string, FeatureEdge>>()
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const from = featureOf(file.path)
    if (!from) continue
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolve(file.path, specifier, known)
      const to = target.kind === 'file' ? featureOf(target.path) : undefined
      if (!to || to === from) continue
      const out = graph.get(from) ?? new Map<string, FeatureEdge>()
      graph.set(from, out)
      if (!out.has(to)) out.set(to, { from, to, file: file.path, specifier })
    }
  }

  const cycles: FeatureCycle[] = []
  const folders = [...graph.keys()].sort()
  // From each folder, the circles back to it through folders after it only: each circle once.
  for (const start of folders) {
    const path: FeatureEdge[] = []
    const onPath = new Set([start])
    const walk = (at: string) => {
      for (const [to, edge] of [...(graph.get(at) ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
        if (to === start) {
          const edges = [...path, edge]
          cycles.push({ folders: [start, ...edges.map((e) => e.to)], edges })
        } else if (to > start && !onPath.has(to)) {
          onPath.add(to)
          path.push(edge)
          walk(to)
          path.pop()
          onPath.delete(to)
        }
      }
    }
    walk(start)
  }
  return cycles
}

function sourceFiles(root: string, folder: string): SourceFile[] {
  const files: SourceFile[] = []
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) files.push(...sourceFiles(root, relative))
    else if (/\.(tsx?|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') })
  }
  return files
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const files = ['src', 'sw', 'server'].flatMap((folder) => sourceFiles(root, folder))
  const violations = findViolations(files)
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}' — ${v.rule}`)
  const cycles = findFeatureCycles(files)
  for (const cycle of cycles) {
    console.error(`features in a circle: ${cycle.folders.join(' → ')}`)
    for (const edge of cycle.edges) console.error(`  ${edge.file} imports '${edge.specifier}'`)
  }
  if (violations.length || cycles.length) {
    console.error('')
    if (violations.length)
      console.error(`✖ ${violations.length} import(s) against the layers (docs/architecture.md)`)
    if (cycles.length)
      console.error(
        `✖ ${cycles.length} circle(s) between feature folders: what both need moves down to ui/ or api/, ` +
          'or the app composes them (docs/architecture.md)',
      )
    process.exit(1)
  }
  console.log(
    `✔ imports follow the layers, and no features import each other in a circle (${files.length} files)`,
  )
}
