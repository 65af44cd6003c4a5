// `npm run build`: the WebAssembly core (cargo, profile `wasm`) and its JavaScript glue
// (wasm-bindgen, for Node's CommonJS) into js/dist/. Installs the wasm-bindgen program the
// crate's pinned `wasm-bindgen` version needs into js/.tools/ when it is missing (or into
// $FIANCHETTO_TOOLS, where CI keeps it between runs of fresh clones).
// Exits 3, saying so, when the wasm32-unknown-unknown target is not installed and cannot be.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const js = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(js, '..')
const TARGET = 'wasm32-unknown-unknown'
const tools = process.env.FIANCHETTO_TOOLS || join(js, '.tools')
export const NO_TARGET = 3

function run(program, args, options = {}) {
  const result = spawnSync(program, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed (${result.error ?? `exit ${result.status}`})`)
  }
}

function output(program, args) {
  const result = spawnSync(program, args, { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? result.stdout : null
}

/** The wasm-bindgen version js/Cargo.toml pins (`=X.Y.Z`). */
function pinnedVersion() {
  const manifest = readFileSync(join(js, 'Cargo.toml'), 'utf8')
  const match = manifest.match(/^wasm-bindgen = \{ version = "=([0-9.]+)"/m)
  if (!match) throw new Error('js/Cargo.toml pins no exact wasm-bindgen version')
  return match[1]
}

/** Whether the target is there, adding it through rustup where rustup is. */
function hasTarget() {
  const installed = output('rustup', ['target', 'list', '--installed'])
  if (installed === null) return true // no rustup: let cargo say what is missing
  if (installed.split('\n').includes(TARGET)) return true
  return spawnSync('rustup', ['target', 'add', TARGET], { stdio: 'inherit' }).status === 0
}

/** The wasm-bindgen program of `version`: on PATH, in the tools folder, or installed there. */
function wasmBindgen(version) {
  for (const program of [join(tools, 'bin', 'wasm-bindgen'), 'wasm-bindgen']) {
    if (output(program, ['--version'])?.trim() === `wasm-bindgen ${version}`) return program
  }
  console.error(`installing wasm-bindgen-cli ${version} into ${tools} (once; a few minutes)`)
  run('cargo', ['install', '--locked', 'wasm-bindgen-cli', '--version', version, '--root', tools])
  return join(tools, 'bin', 'wasm-bindgen')
}

export function build() {
  if (!hasTarget()) {
    console.error(`the Rust target ${TARGET} is not installed (rustup target add ${TARGET})`)
    return NO_TARGET
  }
  const bindgen = wasmBindgen(pinnedVersion())
  run('cargo', ['build', '--profile', 'wasm', '--target', TARGET, '-p', 'fianchetto-js'])
  const metadata = JSON.parse(
    execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps'], {
      cwd: root,
      encoding: 'utf8',
    }),
  )
  const wasm = join(metadata.target_directory, TARGET, 'wasm', 'fianchetto_js.wasm')
  const dist = join(js, 'dist')
  rmSync(dist, { recursive: true, force: true })
  mkdirSync(dist)
  // The function names and the producers section are for debuggers: 19 KB raw.
  run(bindgen, [
    '--target', 'nodejs', '--out-dir', dist, '--out-name', 'fianchetto_js',
    '--remove-name-section', '--remove-producers-section', wasm,
  ])
  if (!existsSync(join(dist, 'fianchetto_js_bg.wasm'))) throw new Error('wasm-bindgen wrote no module')
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = build()
}
