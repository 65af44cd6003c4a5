// The game's state: endings, attacks, the board and its editing, castling rights.
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { BLACK, Chess, SQUARES, WHITE } from '../lib/index.mjs'

function play(chess, moves) {
  for (const move of moves.split(' ')) chess.move(move)
  return chess
}

test('checkmate, stalemate and check', () => {
  const mate = play(new Chess(), 'f3 e5 g4 Qh4#')
  assert.ok(mate.isCheckmate() && mate.isCheck() && mate.inCheck() && mate.isGameOver())
  assert.equal(mate.history({ verbose: true })[3].san, 'Qh4#')
  const stalemate = new Chess('4k3/4P3/4K3/8/8/8/8/8 b - - 0 78')
  assert.ok(stalemate.isStalemate() && stalemate.isDraw() && !stalemate.isCheck())
})

test('insufficient material, fifty moves, threefold repetition', () => {
  for (const fen of ['8/8/8/8/8/8/8/k6K w - - 0 1', '8/2b5/8/8/8/8/8/k6K w - - 0 1', '8/b1B1b1B1/8/8/8/8/1k6/K7 w - - 0 1']) {
    assert.ok(new Chess(fen).isInsufficientMaterial(), fen)
  }
  for (const fen of ['8/2p5/8/8/8/8/8/k6K w - - 0 1', '8/1bB5/8/8/8/8/1k6/K7 w - - 0 1', '8/2nn4/8/8/8/8/8/k6K w - - 0 1']) {
    assert.ok(!new Chess(fen).isInsufficientMaterial(), fen)
  }
  assert.ok(new Chess('4k3/8/8/8/8/8/8/4K2R w K - 100 80').isDrawByFiftyMoves())
  assert.ok(!new Chess('4k3/8/8/8/8/8/8/4K2R w K - 99 80').isDrawByFiftyMoves())
  const repeat = play(new Chess(), 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1')
  assert.ok(!repeat.isThreefoldRepetition())
  repeat.move('Ng8')
  assert.ok(repeat.isThreefoldRepetition() && repeat.isDraw())
  repeat.undo()
  assert.ok(!repeat.isThreefoldRepetition())
})

test("attackers and isAttacked, as chess.js's documentation shows them", () => {
  const chess = new Chess()
  assert.deepEqual(chess.attackers('f3'), ['e2', 'g2', 'g1'])
  assert.deepEqual(chess.attackers('e2'), ['d1', 'e1', 'f1', 'g1'])
  assert.deepEqual(chess.attackers('f6'), [])
  chess.move('e4')
  assert.deepEqual(chess.attackers('f6'), ['g8', 'e7', 'g7'])
  assert.deepEqual(chess.attackers('f3', WHITE), ['g2', 'd1', 'g1'])
  chess.load('4k3/4n3/8/8/8/8/4R3/4K3 w - - 0 1')
  assert.deepEqual(chess.attackers('c6', BLACK), ['e7'])
  assert.ok(chess.isAttacked('c6', BLACK) && !chess.isAttacked('a1', BLACK))
})

test('get, put, remove, findPiece, board, ascii, squareColor', () => {
  const chess = new Chess()
  assert.deepEqual(chess.get('e1'), { type: 'k', color: 'w' })
  assert.equal(chess.get('e4'), undefined)
  assert.deepEqual(chess.findPiece({ type: 'n', color: 'b' }), ['b8', 'g8'])
  assert.equal(chess.put({ type: 'k', color: 'w' }, 'e4'), false, 'a second white king')
  assert.equal(chess.put({ type: 'x', color: 'w' }, 'e4'), false)
  assert.equal(chess.put({ type: 'q', color: 'b' }, 'e4'), true)
  assert.deepEqual(chess.remove('h1'), { type: 'r', color: 'w' })
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/4q3/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1')
  chess.clear()
  assert.equal(chess.fen(), '8/8/8/8/8/8/8/8 w - - 0 1')
  assert.equal(chess.board().flat().filter(Boolean).length, 0)
  chess.reset()
  assert.deepEqual(chess.board()[7][4], { square: 'e1', type: 'k', color: 'w' })
  assert.equal(chess.board()[0][0].square, 'a8')
  assert.equal(
    chess.ascii(),
    [
      '   +------------------------+',
      ' 8 | r  n  b  q  k  b  n  r |',
      ' 7 | p  p  p  p  p  p  p  p |',
      ' 6 | .  .  .  .  .  .  .  . |',
      ' 5 | .  .  .  .  .  .  .  . |',
      ' 4 | .  .  .  .  .  .  .  . |',
      ' 3 | .  .  .  .  .  .  .  . |',
      ' 2 | P  P  P  P  P  P  P  P |',
      ' 1 | R  N  B  Q  K  B  N  R |',
      '   +------------------------+',
      '     a  b  c  d  e  f  g  h',
    ].join('\n'),
  )
  assert.deepEqual([chess.squareColor('a8'), chess.squareColor('a1'), chess.squareColor('h1'), chess.squareColor('z9')], ['light', 'dark', 'light', null])
  assert.equal(SQUARES[0], 'a8')
  assert.equal(SQUARES[63], 'h1')
})

test('a board built with put plays once it is legal', () => {
  const chess = new Chess()
  chess.clear()
  chess.put({ type: 'k', color: 'w' }, 'e1')
  chess.put({ type: 'r', color: 'w' }, 'a1')
  assert.equal(chess.moves().length, 5 + 10)
  chess.put({ type: 'k', color: 'b' }, 'e8')
  chess.put({ type: 'q', color: 'b' }, 'h5')
  assert.equal(chess.fen(), '4k3/8/8/7q/8/8/8/R3K3 w - - 0 1', 'put grants no rights')
  assert.deepEqual(chess.moves({ square: 'a1' }).slice(0, 2), ['Ra2', 'Ra3'])
  assert.equal(chess.move('Ra8').san, 'Ra8+')
  assert.equal(chess.fen(), 'R3k3/8/8/7q/8/8/8/4K3 b - - 1 1')
  assert.ok(chess.isCheck())
  // chess.js's king steps from e8: f7, e7, d7 (the queen cannot block).
  assert.deepEqual(chess.moves(), ['Kf7', 'Ke7', 'Kd7'])
})

test('castling rights', () => {
  const chess = new Chess()
  assert.deepEqual(chess.getCastlingRights(WHITE), { k: true, q: true })
  assert.equal(chess.setCastlingRights(WHITE, { k: false }), true)
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1')
  assert.equal(chess.setCastlingRights(WHITE, { k: true }), true)
  chess.load('4k3/8/8/8/8/8/8/4K2R w - - 0 1')
  assert.equal(chess.setCastlingRights(WHITE, { k: true, q: true }), false, 'no rook on a1')
  assert.deepEqual(chess.getCastlingRights(WHITE), { k: true, q: false })
  assert.deepEqual(chess.getCastlingRights(BLACK), { k: false, q: false })
})

test('perft counts one ply up to depth 1, as chess.js, and refuses a depth that cannot finish', () => {
  const chess = new Chess()
  for (const depth of [-1, 0, 0.5, 1, Number.NaN, undefined]) assert.equal(chess.perft(depth), 20)
  assert.throws(() => chess.perft(2 ** 32 - 1), RangeError)
  // The object is still usable.
  assert.equal(chess.perft(2), 400)
})
