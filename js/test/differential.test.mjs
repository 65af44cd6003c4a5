// Seeded random games played side by side with chess.js 1.4.0 and chessops (development
// dependencies, never shipped): after every ply the legal moves, their SAN, the FEN and the
// game-over flags must agree with chess.js, and the number of legal moves, the SAN of every
// move and the ending with chessops, a second implementation written apart from chess.js.
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { Chess as ChessJs } from 'chess.js'
import { Chess as ChessopsPosition } from 'chessops/chess'
import { parseFen } from 'chessops/fen'
import { makeSan } from 'chessops/san'
import { parseSquare } from 'chessops/util'

import { Chess } from '../lib/index.mjs'

/** A small seeded generator (mulberry32), so a failure repeats. */
function generator(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ROLES = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }

/** chessops's position of `fen`. */
function chessops(fen) {
  return ChessopsPosition.fromSetup(parseFen(fen).unwrap()).unwrap()
}

/** chessops's count of legal moves: each destination, each promotion role apart. */
function chessopsMoveCount(pos) {
  let count = 0
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.get(from)?.role === 'pawn'
    for (const to of dests) count += pawn && (to >> 3 === 0 || to >> 3 === 7) ? 4 : 1
  }
  return count
}

/** chessops's SAN of chess.js-style move `m` (castling given by the king's two squares). */
function chessopsSan(pos, m) {
  let to = parseSquare(m.to)
  if (m.piece === 'k' && Math.abs(to - parseSquare(m.from)) === 2) {
    // chessops moves the king onto its rook to castle.
    to = to > parseSquare(m.from) ? to + 1 : to - 2
  }
  return makeSan(pos, { from: parseSquare(m.from), to, promotion: ROLES[m.promotion] })
}

function endings(chess) {
  return {
    check: chess.inCheck(),
    checkmate: chess.isCheckmate(),
    stalemate: chess.isStalemate(),
    insufficient: chess.isInsufficientMaterial(),
    threefold: chess.isThreefoldRepetition(),
    fifty: chess.isDrawByFiftyMoves(),
    draw: chess.isDraw(),
    over: chess.isGameOver(),
  }
}

test('random games agree with chess.js and chessops after every ply', () => {
  const random = generator(20261207)
  let plies = 0
  const flags = new Set()
  for (let game = 0; game < 120; game++) {
    const ours = new Chess()
    const theirs = new ChessJs()
    for (let ply = 0; ply < 160; ply++) {
      const where = `game ${game}, ply ${ply}, ${theirs.fen()}`
      assert.equal(ours.fen(), theirs.fen(), where)
      assert.deepEqual(endings(ours), endings(theirs), where)
      const moves = ours.moves({ verbose: true })
      // In chess.js's order, not only the same set.
      assert.deepEqual(moves.map((m) => m.san), theirs.moves(), where)
      const pos = chessops(ours.fen())
      assert.equal(moves.length, chessopsMoveCount(pos), where)
      for (const m of moves) assert.equal(m.san, chessopsSan(pos, m), `${where}: ${m.lan}`)
      assert.equal(ours.isCheckmate(), pos.isCheckmate(), where)
      assert.equal(ours.isStalemate(), pos.isStalemate(), where)
      if (ours.isGameOver()) break
      const m = moves[Math.floor(random() * moves.length)]
      // One game in two plays by SAN, the other by squares, on both libraries.
      const played = game % 2 === 0 ? m.san : { from: m.from, to: m.to, promotion: m.promotion }
      assert.equal(ours.move(played).san, theirs.move(played).san, where)
      for (const flag of m.flags) flags.add(flag)
      plies++
    }
    // Undoing back to the start agrees too.
    for (;;) {
      const undone = theirs.undo()
      assert.equal(ours.undo()?.san ?? null, undone?.san ?? null, `game ${game}, undo`)
      if (undone === null) break
      assert.equal(ours.fen(), theirs.fen(), `game ${game}, undo`)
    }
  }
  assert.ok(plies > 5000, `${plies} plies`)
  // Every kind of move was played (chess.js's flags): quiet moves, captures, double steps,
  // en passant, promotions, castling on both sides.
  assert.deepEqual([...flags].sort().join(''), 'bceknpq')
})
