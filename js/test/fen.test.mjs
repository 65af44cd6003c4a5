// FEN: round trips, chess.js's validateFen messages, load's completion and skipValidation.
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { Chess, DEFAULT_POSITION, validateFen } from '../lib/index.mjs'

test('FENs round-trip', () => {
  for (const fen of [
    DEFAULT_POSITION,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
    '4k3/8/8/8/8/8/8/4K2R w K - 12 60',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  ]) {
    assert.equal(new Chess(fen).fen(), fen)
  }
})

test('an en passant square is written only where the capture is legal', () => {
  const chess = new Chess()
  chess.move('e4')
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')
  const ready = new Chess('rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
  ready.move('d4')
  assert.equal(ready.fen(), 'rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1')
})

test('forceEnpassantSquare writes it wherever a pawn stands ready to take', () => {
  // The e4 pawn is pinned to its king by the rook: no legal capture, a ready pawn.
  const chess = new Chess('8/8/8/8/k3p2R/8/3P4/4K3 w - - 0 1')
  chess.move('d4')
  assert.equal(chess.fen(), '8/8/8/8/k2Pp2R/8/8/4K3 b - - 0 1')
  assert.equal(chess.fen({ forceEnpassantSquare: true }), '8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1')
})

test('validateFen gives chess.js messages', () => {
  const cases = [
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0', 'Invalid FEN: must contain six space-delimited fields'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x', 'Invalid FEN: move number must be a positive integer'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0', 'Invalid FEN: move number must be a positive integer'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1', 'Invalid FEN: half move counter number must be a non-negative integer'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1', 'Invalid FEN: en-passant square is invalid'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1', 'Invalid FEN: castling availability is invalid'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'Invalid FEN: side-to-move is invalid'],
    ['rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', "Invalid FEN: piece data does not contain 8 '/'-delimited rows"],
    ['rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'Invalid FEN: piece data is invalid (consecutive number)'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', 'Invalid FEN: piece data is invalid (invalid piece)'],
    ['rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'Invalid FEN: piece data is invalid (too many squares in rank)'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', 'Invalid FEN: illegal en-passant square'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1', 'Invalid FEN: missing white king'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1', 'Invalid FEN: too many white kings'],
    ['rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'Invalid FEN: missing black king'],
    ['rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'Invalid FEN: too many black kings'],
    ['rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1', 'Invalid FEN: some pawns are on the edge rows'],
  ]
  for (const [fen, error] of cases) {
    assert.deepEqual(validateFen(fen), { ok: false, error }, fen)
    // Five fields are completed by load, not refused.
    if (fen.split(' ').length === 6) assert.throws(() => new Chess(fen), { message: error }, fen)
  }
  assert.deepEqual(validateFen(DEFAULT_POSITION), { ok: true })
})

test('load completes a FEN of two to five fields', () => {
  const chess = new Chess()
  chess.load('4k3/8/8/8/8/8/8/4K3 b')
  assert.equal(chess.fen(), '4k3/8/8/8/8/8/8/4K3 b - - 0 1')
  chess.load('4k3/8/8/8/8/8/8/4K3 w - - 5')
  assert.equal(chess.fen(), '4k3/8/8/8/8/8/8/4K3 w - - 5 1')
  assert.throws(() => chess.load('4k3/8/8/8/8/8/8/4K3'), {
    message: 'Invalid FEN: must contain six space-delimited fields',
  })
})

test('castling rights the board does not allow are dropped', () => {
  assert.equal(new Chess('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1').fen(), '4k3/8/8/8/8/8/8/4K3 w - - 0 1')
})

test('skipValidation loads boards that are no legal position', () => {
  const chess = new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true })
  assert.equal(chess.fen(), '8/8/8/8/8/8/8/8 w - - 0 1')
  assert.deepEqual(chess.moves(), [])
  assert.equal(chess.isCheckmate(), false)
  const noBlackKing = new Chess('8/8/8/8/8/8/8/K6R w - - 0 1', { skipValidation: true })
  assert.equal(noBlackKing.moves().length, 3 + 13)
  assert.throws(() => new Chess('8/8/8/8/8/8/8/K6R w - - 0 1'), {
    message: 'Invalid FEN: missing black king',
  })
})

test('hash is the Polyglot key', () => {
  const chess = new Chess()
  assert.equal(chess.hash(), '463b96181691fc9c')
  chess.move('e4')
  assert.equal(chess.hash(), '823c9b50fd114196')
  chess.move('d5')
  assert.equal(chess.hash(), '756b94461c50fb0')
})
