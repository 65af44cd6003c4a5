// `npm run bench`: perft and move-listing speed in Node, with the CPU named, for the
// numbers docs and issues quote.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { Chess } from '../lib/index.mjs'

const info = readFileSync('/proc/cpuinfo', 'utf8')
const field = (name) => info.match(new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm'))?.[1]
const cpu = `${field('model name') ?? 'unknown CPU'} (family ${field('cpu family')} model ${field('model')})`
console.log(`node ${process.version}, ${cpu}`)

// Start-up: from `require` (reading, compiling and instantiating the module, filling its
// tables) to the first `new Chess()`, in fresh processes, best of 15.
const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'chess.js')
const probe = `const t = process.hrtime.bigint(); const { Chess } = require(${JSON.stringify(entry)});
new Chess(); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6))`
const startups = Array.from({ length: 15 }, () => Number(execFileSync(process.execPath, ['-e', probe])))
console.log(`start-up (require to the first new Chess()): best ${Math.min(...startups).toFixed(2)} ms, median ${startups.sort((a, b) => a - b)[7].toFixed(2)} ms of 15 fresh processes`)

function time(label, work, unit) {
  work() // warm up
  const start = process.hrtime.bigint()
  const count = work()
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  console.log(`${label}: ${count} ${unit} in ${seconds.toFixed(3)} s, ${Math.round(count / seconds).toLocaleString('en')} ${unit}/s`)
}

const start = new Chess()
time('perft(6), start position', () => start.perft(6), 'nodes')
const kiwipete = new Chess('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1')
time('perft(5), kiwipete', () => kiwipete.perft(5), 'nodes')
time('moves() x 10000, kiwipete', () => {
  let n = 0
  for (let i = 0; i < 10000; i++) n += kiwipete.moves().length
  return n
}, 'moves')
time('moves({ verbose: true }) x 2000, kiwipete', () => {
  let n = 0
  for (let i = 0; i < 2000; i++) n += kiwipete.moves({ verbose: true }).length
  return n
}, 'moves')
time('move(san) + undo() x 10000', () => {
  const game = new Chess()
  for (let i = 0; i < 5000; i++) {
    game.move('Nf3')
    game.undo()
    game.move('e4')
    game.undo()
  }
  return 20000
}, 'calls')
