// chess.js's `Chess` API on fianchetto's WebAssembly core (CommonJS; lib/index.mjs is the ES
// module entry). The rules, FEN and SAN are the Rust core's; this file turns the numbers and
// text the core hands over into chess.js's objects, and keeps chess.js's names, defaults and
// error messages.
'use strict'

const core = require('../dist/fianchetto_js.js')

const WHITE = 'w'
const BLACK = 'b'
const PAWN = 'p'
const KNIGHT = 'n'
const BISHOP = 'b'
const ROOK = 'r'
const QUEEN = 'q'
const KING = 'k'

const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

// The core numbers squares a1 = 0 ... h8 = 63; chess.js lists them from a8 to h1.
const NAMES = []
for (let i = 0; i < 64; i++) NAMES.push('abcdefgh'[i & 7] + String((i >> 3) + 1))
const INDEX = Object.create(null)
NAMES.forEach((name, i) => (INDEX[name] = i))
const SQUARES = []
for (let rank = 7; rank >= 0; rank--) {
  for (let file = 0; file < 8; file++) SQUARES.push(NAMES[rank * 8 + file])
}

// A role is 1 (pawn) to 6 (king) at the boundary, 0 for none.
const ROLES = ' pnbrqk'
const ROLE = { p: 1, n: 2, b: 3, r: 4, q: 5, k: 6 }
const PROMOTION = { n: 2, b: 3, r: 4, q: 5 }

// chess.js's flag letters, in the order of its bits (see js/src/codes.rs).
const FLAG_LETTERS = 'ncbepkq-'

function squareIndex(square) {
  return typeof square === 'string' ? INDEX[square] : undefined
}

function roleOf(type) {
  return typeof type === 'string' && type.length === 1 ? ROLE[type.toLowerCase()] : undefined
}

function colorIndex(color) {
  return color === BLACK ? 1 : 0
}

function pieceOf(code) {
  return code === 0 ? undefined : { type: ROLES[code & 7], color: code & 8 ? BLACK : WHITE }
}

class Move {
  constructor(code, san, before, after) {
    this.color = (code >>> 29) & 1 ? BLACK : WHITE
    this.from = NAMES[code & 63]
    this.to = NAMES[(code >>> 6) & 63]
    this.piece = ROLES[(code >>> 12) & 7]
    const captured = (code >>> 15) & 7
    if (captured) this.captured = ROLES[captured]
    const promotion = (code >>> 18) & 7
    if (promotion) this.promotion = ROLES[promotion]
    let flags = ''
    const bits = (code >>> 21) & 0xff
    for (let i = 0; i < 8; i++) if (bits & (1 << i)) flags += FLAG_LETTERS[i]
    this.flags = flags
    this.san = san
    this.lan = this.from + this.to + (promotion ? ROLES[promotion] : '')
    this.before = before
    this.after = after
  }

  isCapture() {
    return this.flags.indexOf('c') > -1
  }

  isPromotion() {
    return this.flags.indexOf('p') > -1
  }

  isEnPassant() {
    return this.flags.indexOf('e') > -1
  }

  isKingsideCastle() {
    return this.flags.indexOf('k') > -1
  }

  isQueensideCastle() {
    return this.flags.indexOf('q') > -1
  }

  isBigPawn() {
    return this.flags.indexOf('b') > -1
  }
}

function validateFen(fen) {
  const error = core.validateFen(String(fen))
  return error === undefined ? { ok: true } : { ok: false, error }
}

class Chess {
  #game = new core.Game()

  constructor(fen = DEFAULT_POSITION, { skipValidation = false } = {}) {
    this.load(fen, { skipValidation })
  }

  // `preserveHeaders` is accepted for chess.js's signature; headers come with PGN support.
  load(fen, { skipValidation = false, preserveHeaders = false } = {}) {
    void preserveHeaders
    this.#game.load(String(fen), skipValidation)
  }

  reset() {
    this.load(DEFAULT_POSITION)
  }

  clear({ preserveHeaders = false } = {}) {
    void preserveHeaders
    this.#game.clear()
  }

  fen({ forceEnpassantSquare = false } = {}) {
    return this.#game.fen(forceEnpassantSquare)
  }

  turn() {
    return this.#game.blackToMove() ? BLACK : WHITE
  }

  moveNumber() {
    return this.#game.moveNumber()
  }

  moves({ verbose = false, square = undefined, piece = undefined } = {}) {
    let from = 64
    if (square) {
      from = squareIndex(String(square).toLowerCase())
      if (from === undefined) return []
    }
    const role = piece === undefined ? 0 : (roleOf(piece) ?? 7)
    const codes = this.#game.moves(from, role, verbose)
    if (codes.length === 0) return []
    const lines = this.#game.text().split('\n')
    if (!verbose) return lines
    const before = lines[0]
    const moves = new Array(codes.length)
    for (let i = 0; i < codes.length; i++) {
      moves[i] = new Move(codes[i], lines[1 + 2 * i], before, lines[2 + 2 * i])
    }
    return moves
  }

  move(move, { strict = false } = {}) {
    let code = 0
    if (typeof move === 'string') {
      code = this.#game.playSan(move, strict)
    } else if (move === null) {
      code = this.#game.playSan('--', strict)
    } else if (typeof move === 'object') {
      const from = squareIndex(move.from)
      const to = squareIndex(move.to)
      if (from !== undefined && to !== undefined) {
        code = this.#game.playSquares(from, to, PROMOTION[move.promotion] ?? 0)
      }
    }
    if (code === 0) {
      throw new Error(`Invalid move: ${typeof move === 'string' ? move : JSON.stringify(move)}`)
    }
    if (code === 1) {
      throw new Error('Null move not allowed when in check')
    }
    return this.#described(code)
  }

  undo() {
    const code = this.#game.undo()
    return code === 0 ? null : this.#described(code)
  }

  #described(code) {
    const [san, before, after] = this.#game.text().split('\n')
    return new Move(code, san, before, after)
  }

  history({ verbose = false } = {}) {
    const codes = this.#game.history(verbose)
    if (codes.length === 0) return []
    const lines = this.#game.text().split('\n')
    if (!verbose) return lines
    const moves = new Array(codes.length)
    for (let i = 0; i < codes.length; i++) {
      moves[i] = new Move(codes[i], lines[3 * i], lines[3 * i + 1], lines[3 * i + 2])
    }
    return moves
  }

  get(square) {
    const index = squareIndex(square)
    return index === undefined ? undefined : pieceOf(this.#game.pieceAt(index))
  }

  put({ type, color }, square) {
    const role = roleOf(type)
    const index = squareIndex(square)
    if (role === undefined || index === undefined || (color !== WHITE && color !== BLACK)) {
      return false
    }
    return this.#game.put(role, colorIndex(color), index)
  }

  remove(square) {
    const index = squareIndex(square)
    return index === undefined ? undefined : pieceOf(this.#game.remove(index))
  }

  board() {
    const pieces = this.#game.pieces()
    const rows = []
    for (let rank = 7; rank >= 0; rank--) {
      const row = []
      for (let file = 0; file < 8; file++) {
        const index = rank * 8 + file
        const code = pieces[index]
        row.push(
          code === 0
            ? null
            : { square: NAMES[index], type: ROLES[code & 7], color: code & 8 ? BLACK : WHITE },
        )
      }
      rows.push(row)
    }
    return rows
  }

  ascii() {
    const pieces = this.#game.pieces()
    let s = '   +------------------------+\n'
    for (let rank = 7; rank >= 0; rank--) {
      s += ' ' + (rank + 1) + ' |'
      for (let file = 0; file < 8; file++) {
        const code = pieces[rank * 8 + file]
        const letter = ROLES[code & 7]
        s += code === 0 ? ' . ' : ' ' + (code & 8 ? letter : letter.toUpperCase()) + ' '
      }
      s += '|\n'
    }
    s += '   +------------------------+\n'
    s += '     a  b  c  d  e  f  g  h'
    return s
  }

  isCheck() {
    return this.#game.isCheck()
  }

  inCheck() {
    return this.isCheck()
  }

  isCheckmate() {
    return this.#game.isCheckmate()
  }

  isStalemate() {
    return this.#game.isStalemate()
  }

  isInsufficientMaterial() {
    return this.#game.isInsufficientMaterial()
  }

  isThreefoldRepetition() {
    return this.#game.isThreefoldRepetition()
  }

  isDrawByFiftyMoves() {
    return this.#game.isDrawByFiftyMoves()
  }

  isDraw() {
    return (
      this.isDrawByFiftyMoves() ||
      this.isStalemate() ||
      this.isInsufficientMaterial() ||
      this.isThreefoldRepetition()
    )
  }

  isGameOver() {
    return this.isCheckmate() || this.isDraw()
  }

  isAttacked(square, attackedBy) {
    const index = squareIndex(square)
    return index !== undefined && this.#game.isAttacked(index, colorIndex(attackedBy))
  }

  attackers(square, attackedBy) {
    const index = squareIndex(square)
    if (index === undefined) return []
    const color = attackedBy ? colorIndex(attackedBy) : colorIndex(this.turn())
    return Array.from(this.#game.attackers(index, color), (i) => NAMES[i])
  }

  findPiece(piece) {
    const role = roleOf(piece && piece.type)
    if (role === undefined) return []
    return Array.from(this.#game.findPiece(role, colorIndex(piece.color)), (i) => NAMES[i])
  }

  squareColor(square) {
    const index = squareIndex(square)
    if (index === undefined) return null
    return ((index >> 3) + (index & 7)) % 2 === 1 ? 'light' : 'dark'
  }

  getCastlingRights(color) {
    const rights = this.#game.castlingRights(colorIndex(color))
    return { [KING]: (rights & 1) !== 0, [QUEEN]: (rights & 2) !== 0 }
  }

  setCastlingRights(color, rights) {
    const wanted = (side) => (rights[side] === undefined ? 2 : rights[side] ? 1 : 0)
    this.#game.setCastlingRights(colorIndex(color), wanted(KING), wanted(QUEEN))
    const result = this.getCastlingRights(color)
    return (
      (rights[KING] === undefined || rights[KING] === result[KING]) &&
      (rights[QUEEN] === undefined || rights[QUEEN] === result[QUEEN])
    )
  }

  setTurn(color) {
    if (this.turn() === color) return false
    this.move('--')
    return true
  }

  hash() {
    return this.#game.hash()
  }

  perft(depth) {
    return this.#game.perft(depth)
  }
}

module.exports = {
  Chess,
  Move,
  validateFen,
  DEFAULT_POSITION,
  SQUARES,
  WHITE,
  BLACK,
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
}
