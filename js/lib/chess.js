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
// The deepest perft asked of the core: far past what finishes (depth 10 is some 69 trillion
// leaves), well short of what overflows its stack.
const MAX_PERFT_DEPTH = 64

// The tags every PGN game has, with their unknown values (chess.js's names).
const SEVEN_TAG_ROSTER = {
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
}

// chess.js's header template: the roster, then placeholders (null) that fix the order the
// other tags of the PGN standard are written in.
const SUPPLEMENTAL_TAGS = [
  'WhiteTitle', 'BlackTitle', 'WhiteElo', 'BlackElo', 'WhiteUSCF', 'BlackUSCF', 'WhiteNA',
  'BlackNA', 'WhiteType', 'BlackType', 'EventDate', 'EventSponsor', 'Section', 'Stage', 'Board',
  'Opening', 'Variation', 'SubVariation', 'ECO', 'NIC', 'Time', 'UTCTime', 'UTCDate',
  'TimeControl', 'SetUp', 'FEN', 'Termination', 'Annotator', 'Mode', 'PlyCount',
]

function headerTemplate() {
  const header = { ...SEVEN_TAG_ROSTER }
  for (const tag of SUPPLEMENTAL_TAGS) header[tag] = null
  return header
}

// The fields of one record of the core's `parsePgn` answer: its kind letter, then these many.
const PGN_FIELDS = { T: 2, M: 1, C: 1, R: 1 }

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
  // chess.js 1.4's fields, declared as its TypeScript declares them (ESNext class fields), so
  // every Move has them in this order, `captured` and `promotion` undefined where there are none.
  color
  from
  to
  piece
  captured
  promotion
  flags
  san
  lan
  before
  after

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

// chess.js's completion of a FEN of two to five fields (the FEN it writes into the header).
function completedFen(fen) {
  const tokens = fen.split(/\s+/)
  if (tokens.length >= 2 && tokens.length < 6) {
    return tokens.concat(['-', '-', '0', '1'].slice(-(6 - tokens.length))).join(' ')
  }
  return fen
}

class Chess {
  #game = new core.Game()
  // chess.js's tags (null: a placeholder, not written) and comments, by the FEN they follow.
  #header = headerTemplate()
  #comments = {}

  constructor(fen = DEFAULT_POSITION, { skipValidation = false } = {}) {
    this.load(fen, { skipValidation })
  }

  load(fen, { skipValidation = false, preserveHeaders = false } = {}) {
    fen = completedFen(String(fen))
    this.#game.load(fen, skipValidation)
    this.#cleared(preserveHeaders)
    this.#updateSetup(fen)
  }

  reset() {
    this.load(DEFAULT_POSITION)
  }

  clear({ preserveHeaders = false } = {}) {
    this.#game.clear()
    this.#cleared(preserveHeaders)
  }

  // chess.js's `clear` of the header and comments: SetUp and FEN go until a board sets them.
  #cleared(preserveHeaders) {
    this.#comments = {}
    if (!preserveHeaders) this.#header = headerTemplate()
    this.#header.SetUp = null
    this.#header.FEN = null
  }

  // The SetUp and FEN tags of a game that starts from `fen`, while no move is played.
  #updateSetup(fen) {
    if (this.#game.plies() > 0) return
    const custom = fen !== DEFAULT_POSITION
    this.#header.SetUp = custom ? '1' : null
    this.#header.FEN = custom ? fen : null
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
    if (!this.#game.put(role, colorIndex(color), index)) return false
    this.#updateSetup(this.fen())
    return true
  }

  remove(square) {
    const index = squareIndex(square)
    if (index === undefined) return undefined
    const piece = pieceOf(this.#game.remove(index))
    this.#updateSetup(this.fen())
    return piece
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

  // chess.js counts one ply for any depth up to 1 (and for what is no number); a depth past
  // MAX_PERFT_DEPTH would run for ever, and recursing that deep overflows the module's stack.
  perft(depth) {
    depth = Number.isFinite(depth) ? Math.max(1, Math.floor(depth)) : 1
    if (depth > MAX_PERFT_DEPTH) {
      throw new RangeError(`perft depth ${depth} is past ${MAX_PERFT_DEPTH}`)
    }
    return this.#game.perft(depth)
  }

  // PGN, written as chess.js writes it: the tags that are set, a blank line where moves
  // follow, the moves numbered (`1. ...` first where Black starts), comments in braces after
  // the position they follow, the result; wrapped at `maxWidth` columns when it is not 0.
  pgn({ newline = '\n', maxWidth = 0 } = {}) {
    const result = []
    let headerExists = false
    for (const tag in this.#header) {
      const value = this.#header[tag]
      if (value) result.push(`[${tag} "${value}"]` + newline)
      headerExists = true
    }
    const history = this.history({ verbose: true })
    if (headerExists && history.length) result.push(newline)

    const appendComment = (moveString, fen) => {
      const comment = this.#comments[fen]
      if (comment !== undefined) {
        moveString = `${moveString}${moveString.length > 0 ? ' ' : ''}{${comment}}`
      }
      return moveString
    }

    const moves = []
    let moveString = ''
    if (history.length === 0) moves.push(appendComment('', this.fen()))
    history.forEach((move, i) => {
      moveString = appendComment(moveString, move.before)
      const number = move.before.split(' ')[5]
      if (i === 0 && move.color === BLACK) {
        const prefix = `${number}. ...`
        moveString = moveString ? `${moveString} ${prefix}` : prefix
      } else if (move.color === WHITE) {
        if (moveString.length) moves.push(moveString)
        moveString = number + '.'
      }
      moveString = moveString + ' ' + move.san
    })
    if (moveString.length) moves.push(appendComment(moveString, this.fen()))
    moves.push(this.#header.Result || '*')

    if (maxWidth === 0) return result.join('') + moves.join(' ')

    const strip = () => {
      if (result.length > 0 && result[result.length - 1] === ' ') {
        result.pop()
        return true
      }
      return false
    }
    // chess.js's wrapping of a move with a comment, word by word.
    const wrapComment = (width, move) => {
      for (const token of move.split(' ')) {
        if (!token) continue
        if (width + token.length > maxWidth) {
          while (strip()) width--
          result.push(newline)
          width = 0
        }
        result.push(token)
        width += token.length
        result.push(' ')
        width++
      }
      if (strip()) width--
      return width
    }
    let currentWidth = 0
    for (let i = 0; i < moves.length; i++) {
      if (currentWidth + moves[i].length > maxWidth && moves[i].includes('{')) {
        currentWidth = wrapComment(currentWidth, moves[i])
        continue
      }
      if (currentWidth + moves[i].length > maxWidth && i !== 0) {
        if (result[result.length - 1] === ' ') result.pop()
        result.push(newline)
        currentWidth = 0
      } else if (i !== 0) {
        result.push(' ')
        currentWidth++
      }
      result.push(moves[i])
      currentWidth += moves[i].length
    }
    return result.join('')
  }

  // Reads the first game of `pgn` (fianchetto's PGN reader, in the core) and plays its
  // mainline from its FEN tag, as chess.js's `loadPgn` does; throws on text that is no game
  // (`Invalid PGN: ...`) and on a move that is not legal (`Invalid move in PGN: Ke3`).
  loadPgn(pgn, { strict = false, newlineChar = '\r?\n' } = {}) {
    pgn = String(pgn)
    if (newlineChar !== '\r?\n') pgn = pgn.replace(new RegExp(newlineChar, 'g'), '\n')
    const fields = core.parsePgn(pgn).split('\0')
    const records = []
    for (let i = 0; i < fields.length && fields[i] !== ''; i += 1 + PGN_FIELDS[fields[i]]) {
      records.push(fields.slice(i, i + 1 + PGN_FIELDS[fields[i]]))
    }

    this.reset()
    const headers = {}
    let fen = ''
    for (const [kind, name, value] of records) {
      if (kind !== 'T') continue
      headers[name] = value
      if (name.toLowerCase() === 'fen') fen = value
      this.#header[name] = value
    }
    if (!strict) {
      if (fen) this.load(fen, { preserveHeaders: true })
    } else if (headers.SetUp === '1') {
      if (!('FEN' in headers)) throw new Error('Invalid PGN: FEN tag must be supplied with SetUp tag')
      this.load(headers.FEN, { preserveHeaders: true })
    }

    // The moves between comments go to the core in one call each.
    let result
    let pending = []
    const play = () => {
      const failed = pending.length === 0 ? -1 : this.#game.playSans(pending.join('\0'), strict)
      if (failed >= 0) throw new Error(`Invalid move in PGN: ${pending[failed]}`)
      pending = []
    }
    for (const [kind, text] of records) {
      if (kind === 'M') {
        pending.push(text)
      } else if (kind === 'C') {
        play()
        this.#comments[this.fen()] = text
      } else if (kind === 'R') {
        result = text
      }
    }
    play()
    if (result && this.#header.Result !== result) this.setHeader('Result', result)
  }

  /** @deprecated chess.js's: the header with its null placeholders; sets pairs of arguments. */
  header(...args) {
    for (let i = 0; i < args.length; i += 2) {
      if (typeof args[i] === 'string' && typeof args[i + 1] === 'string') {
        this.#header[args[i]] = args[i + 1]
      }
    }
    return this.#header
  }

  setHeader(key, value) {
    this.#header[key] = value ?? SEVEN_TAG_ROSTER[key] ?? null
    return this.getHeaders()
  }

  removeHeader(key) {
    if (key in this.#header) {
      this.#header[key] = SEVEN_TAG_ROSTER[key] || null
      return true
    }
    return false
  }

  getHeaders() {
    const headers = {}
    for (const [key, value] of Object.entries(this.#header)) {
      if (value !== null) headers[key] = value
    }
    return headers
  }

  // Only comments on positions of the game as played stay (chess.js's pruning).
  #pruneComments() {
    const kept = {}
    const copy = (fen) => {
      if (fen in this.#comments) kept[fen] = this.#comments[fen]
    }
    const history = this.history({ verbose: true })
    copy(history.length ? history[0].before : this.fen())
    for (const move of history) copy(move.after)
    this.#comments = kept
  }

  getComment() {
    return this.#comments[this.fen()]
  }

  setComment(comment) {
    this.#comments[this.fen()] = comment.replace('{', '[').replace('}', ']')
  }

  /** @deprecated Renamed `removeComment` in chess.js. */
  deleteComment() {
    return this.removeComment()
  }

  removeComment() {
    const fen = this.fen()
    const comment = this.#comments[fen]
    delete this.#comments[fen]
    return comment
  }

  getComments() {
    this.#pruneComments()
    return Object.keys(this.#comments).map((fen) => ({ fen, comment: this.#comments[fen] }))
  }

  /** @deprecated Renamed `removeComments` in chess.js. */
  deleteComments() {
    return this.removeComments()
  }

  removeComments() {
    this.#pruneComments()
    const removed = Object.keys(this.#comments).map((fen) => ({
      fen,
      comment: this.#comments[fen],
    }))
    this.#comments = {}
    return removed
  }
}

module.exports = {
  Chess,
  Move,
  validateFen,
  DEFAULT_POSITION,
  SEVEN_TAG_ROSTER,
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
