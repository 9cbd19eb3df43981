import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * The build's hashed files, compressed once at their best (Brotli 11, gzip 9) beside themselves:
 * the server sends the smaller copy the browser accepts (@fastify/static's preCompressed) instead
 * of compressing each answer quickly and less well. On a poor signal every KB counts.
 */
export function precompressAssets({ minBytes = 1024 } = {}): Plugin {
  let outDir = 'dist'
  let skip = false
  return {
    name: 'tessera:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      skip = Boolean(config.build.ssr)
    },
    async writeBundle(_options, bundle) {
      if (skip) return
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && /\.(js|mjs|css|json|svg)$/.test(name),
      )
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name)
          const body = await readFile(file)
          if (body.length < minBytes) return
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
