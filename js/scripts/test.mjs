// `npm test`: builds the package (a no-op when nothing changed), then runs test/*.test.mjs
// with Node's test runner. Without the wasm32-unknown-unknown target the tests are skipped,
// saying so, and the script succeeds.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { NO_TARGET, build } from './build.mjs'

const js = join(dirname(fileURLToPath(import.meta.url)), '..')
const status = build()
if (status === NO_TARGET) {
  console.log('js tests skipped: the wasm32-unknown-unknown Rust target is not installed')
  process.exit(0)
}
const tests = readdirSync(join(js, 'test'))
  .filter((name) => name.endsWith('.test.mjs'))
  .sort()
  .map((name) => join('test', name))
const result = spawnSync(process.execPath, ['--test', ...tests], { cwd: js, stdio: 'inherit' })
process.exit(result.status ?? 1)
