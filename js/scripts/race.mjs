// `npm run race`: fianchetto against chess.js 1.4.0 and chessops in one Node process, for
// docs/benchmarks.md: perft, listing moves as chess.js's verbose objects, move-and-undo round
// trips, and loading PGN games (the first games of the repository's 20k corpus). Best of a few
// rounds each; the ratios are what the table quotes, with the CPU named. chess.js and chessops
// are development dependencies: nothing of them ships.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { Chess as ChessJs } from 'chess.js'
import { Chess as ChessopsPosition } from 'chessops/chess'
import { parseFen } from 'chessops/fen'
import { parsePgn, startingPosition } from 'chessops/pgn'
import { parseSan } from 'chessops/san'
import { decompress } from 'fzstd'

import { Chess } from '../lib/index.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const info = readFileSync('/proc/cpuinfo', 'utf8')
const field = (name) => info.match(new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm'))?.[1]
console.log(`node ${process.version}, ${field('model name')} (family ${field('cpu family')} model ${field('model')})`)

/** The best time in seconds of `rounds` runs of `work` (after one to warm up), and its result. */
function best(work, rounds = 3) {
  // With no rounds, one run is the measure (chess.js's deep perft takes seconds).
  if (rounds === 0) {
    const start = process.hrtime.bigint()
    const result = work()
    return [Number(process.hrtime.bigint() - start) / 1e9, result]
  }
  let result = work()
  let fastest = Infinity
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint()
    result = work()
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e9)
  }
  return [fastest, result]
}

const PEERS = ['chessops', 'chess.js']
function row(job, ours, ...peers) {
  const [seconds, result] = ours
  const cells = PEERS.map((peer) => {
    const timed = peers.find(([name]) => name === peer)
    if (!timed) return ''
    const [theirs, theirResult] = timed[1]
    if (theirResult !== result) throw new Error(`${job}: ${peer} gives ${theirResult}, fianchetto ${result}`)
    return `${(theirs * 1e3).toFixed(1)} ms, ${(theirs / seconds).toFixed(0)}x`
  })
  console.log(`| ${job} | ${(seconds * 1e3).toFixed(2)} ms | ${cells.join(' | ')} |`)
}

// chessops's perft: every legal move played, the last ply counted from its destinations.
function chessopsPerft(pos, depth) {
  let nodes = 0
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.get(from)?.role === 'pawn'
    for (const to of dests) {
      const promotions = pawn && (to >> 3 === 0 || to >> 3 === 7) ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]
      for (const promotion of promotions) {
        if (depth === 1) {
          nodes++
          continue
        }
        const child = pos.clone()
        child.play({ from, to, promotion })
        nodes += chessopsPerft(child, depth - 1)
      }
    }
  }
  return nodes
}
const chessops = (fen) => ChessopsPosition.fromSetup(parseFen(fen).unwrap()).unwrap()

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
console.log('| job | fianchetto | chessops (ratio) | chess.js (ratio) |')
console.log('|---|---:|---:|---:|')
row(
  'perft 5, start position (4,865,609 leaves)',
  best(() => new Chess(START).perft(5)),
  ['chessops', best(() => chessopsPerft(chessops(START), 5), 1)],
  ['chess.js', best(() => new ChessJs(START).perft(5), 0)],
)
row(
  'perft 4, Kiwipete (4,085,603 leaves)',
  best(() => new Chess(KIWIPETE).perft(4)),
  ['chessops', best(() => chessopsPerft(chessops(KIWIPETE), 4), 1)],
  ['chess.js', best(() => new ChessJs(KIWIPETE).perft(4), 0)],
)

// Positions from a game, for the move rows: every position of the corpus's first games.
const corpus = new TextDecoder().decode(decompress(readFileSync(join(root, 'testdata/corpus/games-20k.pgn.zst'))))
// The first 200 games chess.js reads (its parser refuses some of the corpus's comments).
const games = corpus
  .split(/\n(?=\[Event )/)
  .slice(0, 400)
  .filter((text) => {
    try {
      new ChessJs().loadPgn(text)
      return true
    } catch {
      return false
    }
  })
  .slice(0, 200)
const fens = []
{
  const game = new ChessJs()
  for (const text of games.slice(0, 20)) {
    game.loadPgn(text)
    const moves = game.history()
    game.reset()
    for (const san of moves) {
      fens.push(game.fen())
      game.move(san)
    }
  }
}

function verboseMoves(Library) {
  return () => {
    let count = 0
    for (const fen of fens) count += new Library(fen).moves({ verbose: true }).length
    return count
  }
}
row(
  `moves({ verbose: true }) in ${fens.length} positions`,
  best(verboseMoves(Chess)),
  ['chess.js', best(verboseMoves(ChessJs), 2)],
)

function roundTrips(Library) {
  return () => {
    let count = 0
    for (const fen of fens) {
      const game = new Library(fen)
      for (const m of game.moves()) {
        game.move(m)
        game.undo()
        count++
      }
    }
    return count
  }
}
row(`move(san) + undo() of every move of ${fens.length} positions`, best(roundTrips(Chess)), [
  'chess.js',
  best(roundTrips(ChessJs), 2),
])

function chessopsLoad() {
  let plies = 0
  for (const text of games) {
    const [game] = parsePgn(text)
    const pos = startingPosition(game.headers).unwrap()
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san)
      if (!move) break
      pos.play(move)
      plies++
    }
  }
  return plies
}
function load(Library) {
  return () => {
    const game = new Library()
    let plies = 0
    for (const text of games) {
      game.loadPgn(text)
      plies += game.history().length
    }
    return plies
  }
}
row(
  `loadPgn of ${games.length} corpus games (${(games.join('\n').length / 1e6).toFixed(2)} MB)`,
  best(load(Chess)),
  ['chessops', best(chessopsLoad, 2)],
  ['chess.js', best(load(ChessJs), 1)],
)
