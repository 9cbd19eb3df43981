import * as v from 'valibot'

/**
 * Requests made from a valibot schema of the contract, for the fuzz test: a valid value of the whole
 * schema, and that value with one field at a time moved to its edges (out of range, the wrong type,
 * missing, huge). Knows valibot's kinds of schema, not the endpoints: a new endpoint is covered as it is.
 */

/** A JSON text sent as written: a number JavaScript cannot hold exactly, a `__proto__` key. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The parts of a valibot schema or action this walk reads (valibot keeps them public). */
interface Node {
  readonly kind: 'schema' | 'validation' | 'transformation' | 'metadata'
  readonly type: string
  readonly pipe?: readonly Node[]
  readonly wrapped?: Node
  readonly entries?: Readonly<Record<string, Node>>
  readonly item?: Node
  readonly options?: readonly unknown[]
  readonly literal?: unknown
  readonly requirement?: unknown
}

const node = (schema: v.GenericSchema) => schema as unknown as Node
const isValid = (schema: Node, value: unknown) => v.is(schema as unknown as v.GenericSchema, value)

/** The validations and transformations of a schema's pipe, nested pipes flattened. */
function actionsOf(schema: Node): Node[] {
  return (schema.pipe ?? []).flatMap((item) =>
    item.kind === 'schema' ? (item === schema ? [] : actionsOf(item)) : [item],
  )
}

const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable'])

/** The schema under optional/nullable/nullish. */
function unwrapped(schema: Node): Node {
  let current = schema
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped
  return current
}

interface Bounds {
  min?: number
  max?: number
  minLength?: number
  maxLength?: number
}

function boundsOf(schema: Node): Bounds {
  const bounds: Bounds = {}
  for (const action of actionsOf(unwrapped(schema))) {
    const value = action.requirement
    if (typeof value !== 'number') continue
    if (action.type === 'min_value') bounds.min = Math.max(bounds.min ?? -Infinity, value)
    if (action.type === 'max_value') bounds.max = Math.min(bounds.max ?? Infinity, value)
    if (action.type === 'min_length') bounds.minLength = Math.max(bounds.minLength ?? 0, value)
    if (action.type === 'max_length') bounds.maxLength = Math.min(bounds.maxLength ?? Infinity, value)
  }
  return bounds
}

/** A small seeded generator: the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Samples {
  /** Values tried first for a field of this name (a real cart's id for `cartId`…), in order. */
  byName: Readonly<Record<string, readonly unknown[]>>
  /** Strings tried in order until one passes the field's schema (formats: e-mail, UUID, dates…). */
  strings: readonly string[]
  /** Numbers tried in order after the field's own bounds. */
  numbers: readonly number[]
}

type Path = readonly (string | number)[]

/** The name of the field at a path: its key, or its array's key for an item. */
function nameAt(path: Path): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string
  return ''
}

interface Sampling {
  samples: Samples
  /**
   * 0: the first option of every choice and every optional field present; later: at random, leaning
   * to the first option, so the value found differs from it in as little as it must.
   */
  attempt: number
  random: () => number
}

function sampleOf(schema: Node, path: Path, sampling: Sampling): unknown {
  const { samples, attempt, random } = sampling
  if (WRAPPERS.has(schema.type) && schema.wrapped) {
    const present = attempt === 0 || random() < 0.5
    if (present) return sampleOf(schema.wrapped, path, sampling)
    return schema.type === 'nullable' ? null : undefined
  }
  const named = samples.byName[nameAt(path)]?.find((candidate) => isValid(schema, candidate))
  if (named !== undefined) return named
  switch (schema.type) {
    case 'object':
    case 'strict_object': {
      const value: Record<string, unknown> = {}
      for (const [key, entry] of Object.entries(schema.entries ?? {})) {
        const item = sampleOf(entry, [...path, key], sampling)
        if (item !== undefined) value[key] = item
      }
      return value
    }
    case 'array': {
      const { minLength = 0 } = boundsOf(schema)
      const item = schema.item
      if (!item) return []
      return Array.from({ length: Math.max(1, minLength) }, () => sampleOf(item, [...path, 0], sampling))
    }
    case 'picklist':
    case 'enum': {
      const options = schema.options ?? []
      return options[attempt === 0 || random() < 0.5 ? 0 : Math.floor(random() * options.length)]
    }
    case 'union':
    case 'variant': {
      const options = (schema.options ?? []) as Node[]
      const option = options[attempt === 0 ? 0 : Math.floor(random() * options.length)]
      return option ? sampleOf(option, path, sampling) : undefined
    }
    case 'literal':
      return schema.literal
    case 'boolean':
      return attempt === 0 || random() < 0.5
    case 'number': {
      const { min, max } = boundsOf(schema)
      const candidates = [1, min, ...samples.numbers, max, 0]
      return candidates.find((n) => typeof n === 'number' && isValid(schema, n)) ?? 1
    }
    case 'string': {
      const { min, max } = boundsOf(schema)
      const numeric = [min, max].filter((n) => n !== undefined).map(String)
      return [...samples.strings, ...numeric].find((s) => isValid(schema, s)) ?? 'x'
    }
    default:
      return undefined
  }
}

/**
 * A value that passes the whole schema, checks across fields included (tried at random, seeded, when
 * the first try does not pass); null when none was found.
 */
export function validSample(schema: v.GenericSchema, samples: Samples, seed = 1): unknown {
  const random = seededRandom(seed)
  for (let attempt = 0; attempt < 300; attempt++) {
    const value = sampleOf(node(schema), [], { samples, attempt, random })
    if (v.is(schema, value)) return value
  }
  return null
}

export interface Edge {
  /** What was changed, e.g. `profile.address.zip = ""`. */
  label: string
  value: unknown
}

const BIG = 2 ** 31
const LONG = 'x'.repeat(10_000)

/** Values a number field is tried with: past a 32-bit integer, past what a double holds exactly, … */
function numberEdges(bounds: Bounds): unknown[] {
  const edges: unknown[] = [
    BIG,
    BIG - 1,
    -BIG - 1,
    new RawJson('9007199254740993'),
    1e300,
    new RawJson('1e400'),
    -1,
    0,
    1.5,
    '1',
    true,
  ]
  if (bounds.max !== undefined) edges.push(bounds.max, bounds.max + 1)
  if (bounds.min !== undefined) edges.push(bounds.min, bounds.min - 1)
  return edges
}

/** Strings for a date or an instant: a year 0, a 30 February, an offset of hours alone, … */
const DATE_EDGES = [
  '0000-01-01T00:00:00Z',
  '2024-02-30T12:00:00Z',
  '2024-01-01T00:00:00+01',
  '9999-12-31T23:59:59-23:59',
  '1969-12-31T23:59:59Z',
  '0000-01-01',
  '2024-02-30',
  '9999-12-31',
]

function stringEdges(bounds: Bounds, sample: unknown): unknown[] {
  const edges: unknown[] = [
    '',
    ' ',
    LONG,
    12345,
    '2147483648',
    '9007199254740993',
    '1e300',
    '-1',
    '0',
    '1.5',
    '\ud800',
  ]
  if (bounds.maxLength !== undefined && bounds.maxLength < LONG.length) {
    edges.push('x'.repeat(bounds.maxLength + 1))
  }
  if (bounds.max !== undefined) edges.push(String(bounds.max), String(bounds.max + 1))
  if (typeof sample === 'string' && /^\d{4}-\d{2}-\d{2}/.test(sample)) edges.push(...DATE_EDGES)
  return edges
}

/** Every node under a schema with its path: objects' fields and the first item of arrays. */
function fieldsOf(schema: Node, path: Path = []): { path: Path; schema: Node }[] {
  const inner = unwrapped(schema)
  const here = path.length ? [{ path, schema }] : []
  if (inner.type === 'object' || inner.type === 'strict_object') {
    return [
      ...here,
      ...Object.entries(inner.entries ?? {}).flatMap(([key, entry]) => fieldsOf(entry, [...path, key])),
    ]
  }
  if (inner.type === 'array' && inner.item) return [...here, ...fieldsOf(inner.item, [...path, 0])]
  return here
}

const label = (path: Path) => path.map(String).join('.') || '(whole)'

function describeValue(value: unknown): string {
  if (value instanceof RawJson) return value.text.length > 40 ? `${value.text.slice(0, 40)}…` : value.text
  if (value === undefined) return '(missing)'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text
}

/** A copy of `root` with the value at `path` replaced (undefined: the key removed). */
function withValueAt(root: unknown, path: Path, value: unknown, schema: Node, samples: Samples): unknown {
  if (path.length === 0) return value
  const copy = structuredClone(root) as Record<string | number, unknown>
  let parent: Record<string | number, unknown> = copy
  let parentSchema = unwrapped(schema)
  for (const key of path.slice(0, -1)) {
    const childSchema =
      typeof key === 'number' ? parentSchema.item : (parentSchema.entries?.[key] as Node | undefined)
    let child = parent[key]
    // A parent the valid value left out (an optional address): made valid first, so the field is reached.
    if (child === null || typeof child !== 'object') {
      child = childSchema
        ? sampleOf(unwrapped(childSchema), [key], { samples, attempt: 0, random: seededRandom(1) })
        : {}
      parent[key] = child
    }
    parent = child as Record<string | number, unknown>
    parentSchema = childSchema ? unwrapped(childSchema) : parentSchema
  }
  const last = path[path.length - 1] as string | number
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return copy
}

/** `{"__proto__": …}` in front of an object's own fields. */
function withProtoKey(value: unknown): RawJson {
  const rest = JSON.stringify(value ?? {}).slice(1)
  return new RawJson(`{"__proto__":{"polluted":true}${rest === '}' ? '' : ','}${rest}`)
}

/**
 * The valid value with one field at a time at its edges: null, missing, the wrong type, and by its
 * kind out-of-range numbers, huge and malformed strings, empty and overlong arrays, unknown and
 * `__proto__` keys; then every field at its bounds at once (the largest amounts on the most lines).
 */
export function edgesOf(
  schema: v.GenericSchema,
  valid: unknown,
  samples: Samples,
  options: { wholeValue: boolean } = { wholeValue: true },
): Edge[] {
  const root = node(schema)
  const edges: Edge[] = []
  const add = (path: Path, value: unknown) =>
    edges.push({
      label: `${label(path)} = ${describeValue(value)}`,
      value: withValueAt(valid, path, value, root, samples),
    })
  const valueAt = (path: Path) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], valid)

  const whole = options.wholeValue ? [{ path: [] as Path, schema: root }] : []
  for (const { path, schema: field } of [...whole, ...fieldsOf(root)]) {
    const inner = unwrapped(field)
    const bounds = boundsOf(field)
    const current = valueAt(path)
    const values: unknown[] = path.length ? [null, undefined] : []
    switch (inner.type) {
      case 'number':
        values.push(...numberEdges(bounds))
        break
      case 'string':
        values.push(...stringEdges(bounds, current))
        break
      case 'boolean':
        values.push('true', 1)
        break
      case 'picklist':
      case 'enum':
      case 'literal':
        values.push('NOT_AN_OPTION', 1, '')
        break
      case 'array': {
        const item = Array.isArray(current) ? current[0] : undefined
        const many = bounds.maxLength !== undefined ? bounds.maxLength + 1 : 1000
        values.push(
          [],
          'x',
          {},
          [null],
          Array.from({ length: many }, () => structuredClone(item)),
        )
        break
      }
      case 'object':
      case 'strict_object':
        values.push('x', [], {}, { ...(current as object), unknownField: 'x' }, withProtoKey(current))
        break
    }
    for (const value of values) add(path, value)
  }
  const named = new Set(Object.keys(samples.byName))
  const atBounds = extreme(root, valid, 'max', named)
  if (atBounds !== undefined) edges.push({ label: 'every field at its maximum', value: atBounds })
  const atLowest = extreme(root, valid, 'min', named)
  if (atLowest !== undefined) edges.push({ label: 'every field at its minimum', value: atLowest })
  return edges
}

/**
 * The valid value with every number, string and array at its largest (or smallest) allowed; the
 * fields named in the samples keep theirs (a real store's id, not one that is nowhere).
 */
function extreme(schema: Node, value: unknown, end: 'max' | 'min', named: ReadonlySet<string>): unknown {
  if (value === undefined || value === null) return value
  const inner = unwrapped(schema)
  const bounds = boundsOf(inner)
  const keep = (candidate: unknown) => (isValid(inner, candidate) ? candidate : value)
  switch (inner.type) {
    case 'object':
    case 'strict_object': {
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      for (const [key, entry] of Object.entries(inner.entries ?? {})) {
        if (key in out && !named.has(key)) out[key] = extreme(entry, out[key], end, named)
      }
      return out
    }
    case 'array': {
      if (!Array.isArray(value) || !inner.item) return value
      const item = extreme(inner.item, value[0], end, named)
      const length = end === 'max' ? (bounds.maxLength ?? value.length) : Math.max(bounds.minLength ?? 1, 1)
      return keep(Array.from({ length }, () => structuredClone(item)))
    }
    case 'number':
      return keep(end === 'max' ? bounds.max : bounds.min)
    case 'string': {
      const limit = end === 'max' ? bounds.max : bounds.min
      if (limit !== undefined) return keep(String(limit))
      const length = end === 'max' ? bounds.maxLength : bounds.minLength
      return length === undefined ? value : keep('x'.repeat(length))
    }
    default:
      return value
  }
}

/** JSON text of a value, with its RawJson parts written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text)
      return `\u0001raw${raws.length - 1}\u0001`
    }
    return item
  })
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)] ?? 'null')
}

/** A value as a query-string or path value: strings as they are, the rest as their JSON text. */
export function asText(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'string') return value
  return jsonText(value)
}
