import { describe, expect, it } from 'vitest'
import {
  type BuiltApp,
  entryFiles,
  findStaffLeaks,
  STAFF_CSS_MARKER,
  STAFF_MARKER,
} from '../../../scripts/check-staff-chunks'

/** A build as scripts/check-staff-chunks.ts reads it: the entry, its imports, a lazy staff route. */
function build(overrides: Partial<BuiltApp> = {}): BuiltApp {
  return {
    html: '<script type="module" crossorigin src="/app/assets/index-A.js"></script><link rel="modulepreload" href="/app/assets/framework-B.js">',
    files: {
      'index.html': '',
      'assets/index-A.js': 'import{a}from"./boot-C.js";import"./framework-B.js";',
      'assets/framework-B.js': 'export const a=1',
      // The route tree names the staff's chunks only in lazy imports.
      'assets/boot-C.js': 'const r=()=>import("./staff-route-D.js");export{r}',
      'assets/staff-route-D.js': `import{x}from"./staff-api-E.js";`,
      'assets/staff-api-E.js': `const p="${STAFF_MARKER}"`,
      'assets/staff-F.css': `${STAFF_CSS_MARKER}position:sticky}`,
    },
    precache: ['index.html', 'assets/index-A.js', 'assets/framework-B.js', 'assets/boot-C.js'],
    sources: {
      'assets/boot-C.js': ['../../src/routes/staff/index.tsx', '../../src/app/boot.tsx'],
      'assets/staff-route-D.js': ['../../src/features/staff/StaffLayout.tsx'],
    },
    ...overrides,
  }
}

describe("the staff's code in a build", () => {
  it('follows the entry’s static imports, not its lazy ones', () => {
    expect([...entryFiles(build())].sort()).toEqual([
      'assets/boot-C.js',
      'assets/framework-B.js',
      'assets/index-A.js',
    ])
  })

  it('passes a build that keeps the staff chunks lazy and out of the precache', () => {
    expect(findStaffLeaks(build())).toEqual([])
  })

  it('finds a staff chunk or stylesheet in the precache', () => {
    const app = build()
    expect(
      findStaffLeaks({
        ...app,
        precache: [...app.precache, 'assets/staff-route-D.js', 'assets/staff-F.css'],
      }),
    ).toEqual(['precached: assets/staff-route-D.js', 'precached: assets/staff-F.css'])
  })

  it("finds staff code under another name: by the contract's path or by the source map", () => {
    const app = build()
    const files = {
      ...app.files,
      'assets/boot-C.js': `${app.files['assets/boot-C.js']};import"./shared-G.js"`,
      'assets/shared-G.js': '',
    }
    const leaks = findStaffLeaks({
      ...app,
      files,
      precache: [...app.precache, 'assets/shared-G.js'],
      sources: { ...app.sources, 'assets/shared-G.js': ['../../src/features/staff/use-staff-live.ts'] },
    })
    expect(leaks).toEqual(['precached: assets/shared-G.js', "in the entry's first load: assets/shared-G.js"])
  })

  it('fails a build with no staff code at all: the check must have something to find', () => {
    expect(findStaffLeaks({ html: '', files: { 'assets/index-A.js': '' }, precache: [] })).toEqual([
      'no staff-* chunk in the build: are the staff screens built?',
      'no file holds staff code: the check would find nothing',
    ])
  })
})
