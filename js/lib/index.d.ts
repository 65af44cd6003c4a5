// Types of the package's API (lib/chess.js): chess.js 1.4's names and shapes.

export type Color = 'w' | 'b'
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k'
// prettier-ignore
export type Square =
  'a8' | 'b8' | 'c8' | 'd8' | 'e8' | 'f8' | 'g8' | 'h8' |
  'a7' | 'b7' | 'c7' | 'd7' | 'e7' | 'f7' | 'g7' | 'h7' |
  'a6' | 'b6' | 'c6' | 'd6' | 'e6' | 'f6' | 'g6' | 'h6' |
  'a5' | 'b5' | 'c5' | 'd5' | 'e5' | 'f5' | 'g5' | 'h5' |
  'a4' | 'b4' | 'c4' | 'd4' | 'e4' | 'f4' | 'g4' | 'h4' |
  'a3' | 'b3' | 'c3' | 'd3' | 'e3' | 'f3' | 'g3' | 'h3' |
  'a2' | 'b2' | 'c2' | 'd2' | 'e2' | 'f2' | 'g2' | 'h2' |
  'a1' | 'b1' | 'c1' | 'd1' | 'e1' | 'f1' | 'g1' | 'h1'

export type Piece = { color: Color; type: PieceSymbol }

export declare const WHITE: 'w'
export declare const BLACK: 'b'
export declare const PAWN: 'p'
export declare const KNIGHT: 'n'
export declare const BISHOP: 'b'
export declare const ROOK: 'r'
export declare const QUEEN: 'q'
export declare const KING: 'k'
export declare const DEFAULT_POSITION: string
export declare const SEVEN_TAG_ROSTER: Record<string, string>
export declare const SQUARES: Square[]

export declare function validateFen(fen: string): { ok: boolean; error?: string }

export declare class Move {
  /** Made by `Chess` only, as chess.js's. */
  private constructor()
  color: Color
  from: Square
  to: Square
  piece: PieceSymbol
  captured?: PieceSymbol
  promotion?: PieceSymbol
  /** chess.js's flag letters: n, c, b, e, p, k, q, and - for a null move. */
  flags: string
  san: string
  lan: string
  before: string
  after: string
  isCapture(): boolean
  isPromotion(): boolean
  isEnPassant(): boolean
  isKingsideCastle(): boolean
  isQueensideCastle(): boolean
  isBigPawn(): boolean
}

export declare class Chess {
  constructor(fen?: string, options?: { skipValidation?: boolean })
  load(fen: string, options?: { skipValidation?: boolean; preserveHeaders?: boolean }): void
  reset(): void
  clear(options?: { preserveHeaders?: boolean }): void
  fen(options?: { forceEnpassantSquare?: boolean }): string
  turn(): Color
  moveNumber(): number
  moves(): string[]
  moves(options: { verbose: true; square?: Square; piece?: PieceSymbol }): Move[]
  moves(options: { verbose?: false; square?: Square; piece?: PieceSymbol }): string[]
  moves(options: { verbose?: boolean; square?: Square; piece?: PieceSymbol }): string[] | Move[]
  move(
    move: string | { from: string; to: string; promotion?: string } | null,
    options?: { strict?: boolean },
  ): Move
  undo(): Move | null
  history(): string[]
  history(options: { verbose: true }): Move[]
  history(options: { verbose?: false }): string[]
  history(options: { verbose?: boolean }): string[] | Move[]
  get(square: Square): Piece | undefined
  put(piece: { type: PieceSymbol; color: Color }, square: Square): boolean
  remove(square: Square): Piece | undefined
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][]
  ascii(): string
  isCheck(): boolean
  inCheck(): boolean
  isCheckmate(): boolean
  isStalemate(): boolean
  isInsufficientMaterial(): boolean
  isThreefoldRepetition(): boolean
  isDrawByFiftyMoves(): boolean
  isDraw(): boolean
  isGameOver(): boolean
  isAttacked(square: Square, attackedBy: Color): boolean
  attackers(square: Square, attackedBy?: Color): Square[]
  findPiece(piece: Piece): Square[]
  squareColor(square: Square): 'light' | 'dark' | null
  getCastlingRights(color: Color): { k: boolean; q: boolean }
  setCastlingRights(color: Color, rights: Partial<Record<'k' | 'q', boolean>>): boolean
  setTurn(color: Color): boolean
  /** The Polyglot key in hexadecimal (chess.js hashes with keys of its own). */
  hash(): string
  perft(depth: number): number
  pgn(options?: { newline?: string; maxWidth?: number }): string
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string }): void
  /** @deprecated Use `setHeader` and `getHeaders` (this returns the null placeholders too). */
  header(...args: string[]): Record<string, string | null>
  setHeader(key: string, value: string): Record<string, string>
  removeHeader(key: string): boolean
  getHeaders(): Record<string, string>
  getComment(): string | undefined
  setComment(comment: string): void
  /** @deprecated Renamed `removeComment`. */
  deleteComment(): string | undefined
  removeComment(): string | undefined
  getComments(): { fen: string; comment: string }[]
  /** @deprecated Renamed `removeComments`. */
  deleteComments(): { fen: string; comment: string }[]
  removeComments(): { fen: string; comment: string }[]
}
