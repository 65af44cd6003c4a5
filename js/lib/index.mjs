// The ES module entry: the CommonJS implementation (lib/chess.js), re-exported by name.
import chess from './chess.js'

export const {
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
} = chess
