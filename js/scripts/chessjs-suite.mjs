// `node scripts/chessjs-suite.mjs [CHESSJS_DIR]`: runs chess.js's own tests (the `__tests__`
// folder of a chess.js checkout, v1.4.0; the path as the argument or in $CHESSJS_DIR) against
// this package, with vitest (chess.js's own runner). The tests are copied to a temporary
// folder with one change, their import of chess.js's source (`'../src/chess'`) pointed at
// lib/index.mjs; nothing of chess.js is kept or committed. Prints the passes of each file and
// each failing test with its first line of error. Build the package first (`npm run build`).
// Exits 0 whatever failed: the failures are the report (README, "chess.js's own tests").
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const js = join(dirname(fileURLToPath(import.meta.url)), '..')
const checkout = process.argv[2] ?? process.env.CHESSJS_DIR
if (!checkout || !existsSync(join(checkout, '__tests__'))) {
  console.error('usage: node scripts/chessjs-suite.mjs CHESSJS_DIR (a chess.js checkout with __tests__/)')
  process.exit(2)
}
if (!existsSync(join(js, 'dist', 'fianchetto_js_bg.wasm'))) {
  console.error('the package is not built: npm run build')
  process.exit(2)
}

const work = mkdtempSync(join(tmpdir(), 'chessjs-suite-'))
try {
  const tests = join(work, '__tests__')
  cpSync(join(resolve(checkout), '__tests__'), tests, { recursive: true })
  const entry = JSON.stringify(join(js, 'lib', 'index.mjs'))
  for (const name of readdirSync(tests)) {
    if (!name.endsWith('.ts')) continue
    const file = join(tests, name)
    const text = readFileSync(file, 'utf8').replace(/(from\s+)['"]\.\.\/src\/chess['"]/g, `$1${entry}`)
    writeFileSync(file, text)
  }
  // vitest and its imports resolve from the package's own node_modules.
  symlinkSync(join(js, 'node_modules'), join(work, 'node_modules'), 'dir')
  const report = join(work, 'report.json')
  const vitest = join(js, 'node_modules', 'vitest', 'vitest.mjs')
  spawnSync(
    process.execPath,
    [vitest, 'run', '--root', work, '--reporter=json', `--outputFile=${report}`, '--dir', '__tests__'],
    { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (!existsSync(report)) {
    console.error('vitest wrote no report')
    process.exit(1)
  }
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'))
  let passed = 0
  let total = 0
  const rows = []
  const failures = []
  for (const suite of testResults.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = suite.name.slice(tests.length + 1)
    const results = suite.assertionResults
    const ok = results.filter((r) => r.status === 'passed').length
    passed += ok
    total += results.length
    rows.push(`${name.padEnd(42)} ${String(ok).padStart(4)} / ${results.length}`)
    if (results.length === 0 && suite.message) failures.push(`${name}: ${suite.message.split('\n')[0]}`)
    for (const r of results) {
      if (r.status === 'passed') continue
      const message = (r.failureMessages?.[0] ?? r.status).split('\n')[0]
      failures.push(`${name}: ${r.fullName}\n    ${message.slice(0, 300)}`)
    }
  }
  console.log(rows.join('\n'))
  console.log(`${'all files'.padEnd(42)} ${String(passed).padStart(4)} / ${total}`)
  if (failures.length) console.log(`\nfailing:\n${failures.join('\n')}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
