// PGN: pgn() as chess.js writes it, loadPgn through the core's reader, headers, comments,
// round trips and errors.
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { Chess, DEFAULT_POSITION, SEVEN_TAG_ROSTER } from '../lib/index.mjs'

const ROSTER = '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n'

test("pgn() writes chess.js's tags, numbers, comments and result", () => {
  const chess = new Chess()
  // chess.js's: an empty game's movetext is an empty entry, then the result.
  assert.equal(chess.pgn(), `${ROSTER}[Result "*"]\n *`)
  chess.setHeader('White', 'Plunky')
  chess.setHeader('WhiteElo', '2000')
  chess.setComment('the start')
  for (const san of ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']) chess.move(san)
  chess.setComment('mate {at last}')
  chess.setHeader('Result', '1-0')
  assert.equal(
    chess.pgn(),
    '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Plunky"]\n[Black "?"]\n' +
      '[Result "1-0"]\n[WhiteElo "2000"]\n\n' +
      '{the start} 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# {mate [at last]} 1-0',
  )
  assert.equal(
    chess.pgn({ maxWidth: 20, newline: '<br />' }).split('<br /><br />')[1],
    '{the start} 1. e4 e5<br />2. Qh5 Nc6 3. Bc4 Nf6<br />4. Qxf7# {mate [at<br />last]} 1-0',
  )
})

test('a game from a FEN with Black to move starts "N. ..." and carries SetUp and FEN', () => {
  const fen = 'r1bqk1nr/pppp1ppp/2n5/4p3/1bB1P3/2P2N2/P2P1PPP/RNBQK2R b KQkq - 0 4'
  const chess = new Chess(fen)
  assert.deepEqual(chess.getHeaders(), { ...SEVEN_TAG_ROSTER, SetUp: '1', FEN: fen })
  for (const san of ['Ba5', 'O-O', 'd6', 'd4']) chess.move(san)
  assert.equal(
    chess.pgn(),
    `${ROSTER}[Result "*"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n4. ... Ba5 5. O-O d6 6. d4 *`,
  )
})

test('loadPgn plays the mainline, keeps tags and comments, drops variations and NAGs', () => {
  const chess = new Chess()
  chess.loadPgn(
    '[White "Morphy"]\n[Black "Duke Karl"]\n\n' +
      '{before} 1. e4 e5 2. Nf3 d6 $2 (2... Nc6 {no}) 3. d4 Bg4 {weak\nalready} 4. dxe5 ; a trap\n1-0',
  )
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3', 'd6', 'd4', 'Bg4', 'dxe5'])
  assert.equal(chess.getHeaders().White, 'Morphy')
  assert.equal(chess.getHeaders().Result, '1-0')
  assert.deepEqual(
    chess.getComments().map((c) => c.comment),
    ['before', 'weak already', 'a trap'],
  )
  assert.equal(chess.getComment(), 'a trap')
  assert.equal(chess.removeComment(), 'a trap')
  assert.equal(chess.removeComments().length, 2)
  assert.deepEqual(chess.getComments(), [])
})

test('pgn() and loadPgn round trip', () => {
  const chess = new Chess()
  chess.setHeader('Event', 'Round trip')
  for (const san of ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4', 'Qc2', 'O-O', 'a3', 'Bxc3+', 'Qxc3']) {
    chess.move(san)
    if (san === 'e6') chess.setComment('Nimzo ahead')
  }
  const again = new Chess()
  again.loadPgn(chess.pgn())
  assert.equal(again.fen(), chess.fen())
  assert.equal(again.pgn(), chess.pgn())
  assert.deepEqual(again.getComments(), chess.getComments())
  // chess.js's wrapping glues a commented move to the one before it ("Nf62."), so wrapped
  // PGN only reads back without comments.
  assert.match(chess.pgn({ maxWidth: 30 }), /1\. d4 Nf62\. c4/)
  chess.removeComments()
  again.loadPgn(chess.pgn({ maxWidth: 30 }))
  assert.equal(again.pgn({ maxWidth: 30 }), chess.pgn({ maxWidth: 30 }))

  const fromFen = new Chess('4k3/8/8/8/8/8/4P3/4K3 b - - 0 30')
  fromFen.move('Kd7')
  fromFen.move('e4')
  const loaded = new Chess()
  loaded.loadPgn(fromFen.pgn())
  assert.equal(loaded.fen(), fromFen.fen())
  assert.equal(loaded.pgn(), fromFen.pgn())
})

test("loadPgn's options: strict SAN and SetUp, newlineChar", () => {
  const chess = new Chess()
  assert.throws(() => chess.loadPgn('1. e4 e5 2. Ng1f3', { strict: true }), {
    message: 'Invalid move in PGN: Ng1f3',
  })
  chess.loadPgn('1. e4 e5 2. Ng1f3')
  assert.equal(chess.history().at(-1), 'Nf3')
  assert.throws(() => chess.loadPgn('[SetUp "1"]\n\n1. e4', { strict: true }), {
    message: 'Invalid PGN: FEN tag must be supplied with SetUp tag',
  })
  chess.loadPgn('[White "A"]|[Black "B"]||1. d4 d5 *', { newlineChar: '\\|' })
  assert.deepEqual([chess.getHeaders().Black, chess.history()], ['B', ['d4', 'd5']])
})

test('headers: header(), setHeader, removeHeader, getHeaders, clear and load', () => {
  const chess = new Chess()
  assert.deepEqual(chess.getHeaders(), SEVEN_TAG_ROSTER)
  assert.equal(chess.header('White', 'A', 'Black')['White'], 'A')
  assert.equal(chess.header().ECO, null)
  assert.equal(chess.removeHeader('White'), true)
  assert.equal(chess.getHeaders().White, '?')
  assert.equal(chess.removeHeader('Nonsense'), false)
  chess.setHeader('Annotator', 'me')
  chess.clear({ preserveHeaders: true })
  assert.equal(chess.getHeaders().Annotator, 'me')
  chess.load(DEFAULT_POSITION)
  assert.deepEqual(chess.getHeaders(), SEVEN_TAG_ROSTER)
  chess.put({ type: 'q', color: 'w' }, 'e4')
  assert.equal(chess.getHeaders().SetUp, '1')
})

test('loadPgn throws chess.js-style Errors, never a trap, on broken text and random bytes', () => {
  const chess = new Chess()
  assert.throws(() => chess.loadPgn('1. e4 e5 2. Ke3'), { message: 'Invalid move in PGN: Ke3' })
  assert.throws(() => chess.loadPgn('1. e4 *\n\n1. d4 *'), /^Error: Invalid PGN: more than one game/)
  assert.throws(() => chess.loadPgn('[FEN "8/8/8 w"]\n\n*'), /^Error: Invalid FEN/)
  let state = 0x9e3779b9
  const random = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return state >>> 0
  }
  let thrown = 0
  for (let i = 0; i < 300; i++) {
    const length = 1 + (random() % 200)
    const text = String.fromCharCode(...Array.from({ length }, () => random() % 256))
    try {
      chess.loadPgn(text)
    } catch (err) {
      assert.ok(err instanceof Error && !(err instanceof WebAssembly.RuntimeError), String(err))
      assert.match(err.message, /^Invalid (PGN|move in PGN|FEN)/)
      thrown++
    }
  }
  assert.ok(thrown > 250, `${thrown} of 300 random texts threw`)
  chess.loadPgn('1. e4 *')
  assert.deepEqual(chess.history(), ['e4'])
})
