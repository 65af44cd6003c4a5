// `npm run size`: the raw and `gzip -9` sizes of the built package's files, and of the
// WebAssembly module's sections (the data section holds the magic slider tables), so the
// budget of issue 48 (the core at most 60 KB gzipped, the whole package 200 KB) is measured,
// not guessed.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const js = join(dirname(fileURLToPath(import.meta.url)), '..')
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

const files = [
  ...readdirSync(join(js, 'dist')).map((name) => join('dist', name)),
  ...readdirSync(join(js, 'lib')).map((name) => join('lib', name)),
].sort()

const rows = files.map((file) => {
  const bytes = readFileSync(join(js, file))
  return [file, bytes.length, gzip(bytes)]
})
const shipped = rows.filter(([file]) => !file.endsWith('.d.ts') && !file.endsWith('.d.mts'))
const total = (list) => list.reduce((sum, [, raw, zipped]) => [sum[0] + raw, sum[1] + zipped], [0, 0])

const width = Math.max(...rows.map(([file]) => file.length), 32)
const line = (name, raw, zipped) =>
  `${name.padEnd(width)} ${String(raw).padStart(9)} ${String(zipped).padStart(9)}`
console.log(line('file', 'raw', 'gzip -9'))
for (const [file, raw, zipped] of rows) console.log(line(file, raw, zipped))
console.log(line('code shipped (no .d.ts)', ...total(shipped)))
console.log(line('everything', ...total(rows)))

// The module's sections: id 10 is the code, 11 the data (static tables), 0 custom.
const wasm = readFileSync(join(js, 'dist', 'fianchetto_js_bg.wasm'))
const NAMES = { 0: 'custom', 1: 'type', 2: 'import', 3: 'function', 5: 'memory', 6: 'global', 7: 'export', 10: 'code', 11: 'data' }
function leb(bytes, at) {
  let value = 0
  let shift = 0
  let byte
  do {
    byte = bytes[at++]
    value += (byte & 0x7f) * 2 ** shift
    shift += 7
  } while (byte & 0x80)
  return [value, at]
}
const sections = {}
for (let at = 8; at < wasm.length; ) {
  const id = wasm[at]
  const [size, start] = leb(wasm, at + 1)
  const name = NAMES[id] ?? `section ${id}`
  const body = wasm.subarray(start, start + size)
  sections[name] = sections[name] ?? []
  sections[name].push(body)
  at = start + size
}
console.log('\nwasm sections')
for (const [name, bodies] of Object.entries(sections)) {
  const bytes = Buffer.concat(bodies)
  console.log(line(`  ${name}`, bytes.length, gzip(bytes)))
}
