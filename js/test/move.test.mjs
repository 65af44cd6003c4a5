// Moves: chess.js's Move objects, SAN in both readings, move objects, errors, undo, history.
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { Chess, DEFAULT_POSITION } from '../lib/index.mjs'

test("chess.js's README game: moves, SAN, the Move object", () => {
  const chess = new Chess()
  const move = chess.move('e4')
  assert.deepEqual({ ...move }, {
    color: 'w',
    from: 'e2',
    to: 'e4',
    piece: 'p',
    captured: undefined,
    promotion: undefined,
    flags: 'b',
    san: 'e4',
    lan: 'e2e4',
    before: DEFAULT_POSITION,
    after: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  })
  assert.ok(move.isBigPawn() && !move.isCapture())
  chess.move('e5')
  chess.move({ from: 'g1', to: 'f3' })
  chess.move('Nc6')
  chess.move('Bb5')
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'])
  assert.equal(chess.moveNumber(), 3)
  assert.equal(chess.turn(), 'b')
})

test('moves are listed in chess.js order, filtered by square and piece', () => {
  const chess = new Chess()
  assert.deepEqual(chess.moves(), [
    'a3', 'a4', 'b3', 'b4', 'c3', 'c4', 'd3', 'd4', 'e3', 'e4', 'f3', 'f4', 'g3', 'g4', 'h3', 'h4',
    'Na3', 'Nc3', 'Nf3', 'Nh3',
  ])
  assert.deepEqual(chess.moves({ square: 'e2' }), ['e3', 'e4'])
  assert.deepEqual(chess.moves({ piece: 'n' }), ['Na3', 'Nc3', 'Nf3', 'Nh3'])
  assert.deepEqual(chess.moves({ square: 'e9' }), [])
  const verbose = chess.moves({ square: 'g1', verbose: true })
  assert.deepEqual(verbose.map((m) => [m.san, m.lan, m.after]), [
    ['Nf3', 'g1f3', 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1'],
    ['Nh3', 'g1h3', 'rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1'],
  ])
})

test('castling, en passant, promotion and their flags', () => {
  const castles = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')
  assert.deepEqual(castles.moves({ square: 'e1' }).slice(-2), ['O-O', 'O-O-O'])
  const kingSide = castles.move('O-O')
  assert.deepEqual([kingSide.from, kingSide.to, kingSide.flags, kingSide.lan], ['e1', 'g1', 'k', 'e1g1'])
  assert.ok(kingSide.isKingsideCastle())
  const queenSide = castles.move({ from: 'e8', to: 'c8' })
  assert.equal(queenSide.san, 'O-O-O')
  assert.ok(queenSide.isQueensideCastle())

  const ep = new Chess('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3')
  const capture = ep.move('exf6')
  assert.deepEqual([capture.flags, capture.captured, capture.san], ['e', 'p', 'exf6'])
  assert.ok(capture.isEnPassant())

  const promote = new Chess('1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1')
  assert.deepEqual(promote.moves({ square: 'a7' }), ['a8=N', 'a8=B', 'a8=R', 'a8=Q', 'axb8=N', 'axb8=B', 'axb8=R+', 'axb8=Q+'])
  const queen = promote.move('axb8=Q+')
  assert.deepEqual([queen.flags, queen.captured, queen.promotion, queen.lan], ['cp', 'n', 'q', 'a7b8q'])
  assert.ok(queen.isPromotion() && queen.isCapture())
  promote.undo()
  assert.throws(() => promote.move({ from: 'a7', to: 'a8' }), {
    message: 'Invalid move: {"from":"a7","to":"a8"}',
  })
  assert.equal(promote.move({ from: 'a7', to: 'a8', promotion: 'r' }).san, 'a8=R')
})

test('lenient and strict SAN', () => {
  const loose = ['Nf3', 'Ng1f3', 'Ng1-f3', 'g1f3', 'Nf3!?']
  for (const san of loose) {
    const chess = new Chess()
    assert.equal(chess.move(san).san, 'Nf3', san)
  }
  for (const san of ['Ng1f3', 'g1f3', '0-0']) {
    assert.throws(() => new Chess().move(san, { strict: true }), { message: `Invalid move: ${san}` })
  }
  const chess = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')
  assert.equal(chess.move('0-0').san, 'O-O')
  assert.equal(chess.move('O-O-O', { strict: true }).san, 'O-O-O')
  // Overly disambiguated: the c6 knight is pinned, so Ne7 is the SAN.
  const pinned = 'r1bqkbnr/ppp2ppp/2n5/1B1pP3/4P3/8/PPPP2PP/RNBQK1NR b KQkq - 2 4'
  assert.equal(new Chess(pinned).move('Nge7').san, 'Ne7')
  assert.throws(() => new Chess(pinned).move('Nge7', { strict: true }), { message: 'Invalid move: Nge7' })
})

test('invalid moves throw chess.js errors and change nothing', () => {
  const chess = new Chess()
  assert.throws(() => chess.move('e5'), { message: 'Invalid move: e5' })
  assert.throws(() => chess.move({ from: 'e2', to: 'e5' }), {
    message: 'Invalid move: {"from":"e2","to":"e5"}',
  })
  assert.equal(chess.fen(), DEFAULT_POSITION)
  assert.deepEqual(chess.history(), [])
})

test('undo returns the move and restores the position', () => {
  const chess = new Chess()
  assert.equal(chess.undo(), null)
  chess.move('e4')
  chess.move('e5')
  const undone = chess.undo()
  assert.deepEqual([undone.san, undone.color, undone.after], ['e5', 'b', 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'])
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')
  assert.deepEqual(chess.history(), ['e4'])
})

test('verbose history has the FENs before and after each move', () => {
  const chess = new Chess()
  chess.move('d4')
  chess.move('Nf6')
  const [first, second] = chess.history({ verbose: true })
  assert.equal(first.before, DEFAULT_POSITION)
  assert.equal(first.after, second.before)
  assert.deepEqual([second.san, second.piece, second.color], ['Nf6', 'n', 'b'])
})

test('null moves and setTurn', () => {
  const chess = new Chess()
  const pass = chess.move(null)
  assert.deepEqual([pass.san, pass.flags, pass.from, pass.to], ['--', '-', 'a8', 'a8'])
  assert.equal(chess.turn(), 'b')
  assert.equal(chess.setTurn('b'), false)
  assert.equal(chess.setTurn('w'), true)
  assert.deepEqual(chess.history(), ['--', '--'])
  const check = new Chess('4k3/8/8/8/8/8/8/4K2r w - - 0 1')
  assert.throws(() => check.move('--'), { message: 'Null move not allowed when in check' })
})
