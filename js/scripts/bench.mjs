// `npm run bench`: perft and move-listing speed in Node, with the CPU named, for the
// numbers docs and issues quote.
import { readFileSync } from 'node:fs'

import { Chess } from '../lib/index.mjs'

const info = readFileSync('/proc/cpuinfo', 'utf8')
const field = (name) => info.match(new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm'))?.[1]
const cpu = `${field('model name') ?? 'unknown CPU'} (family ${field('cpu family')} model ${field('model')})`
console.log(`node ${process.version}, ${cpu}`)

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
