// Type checks of the ES module entry (`npm run typecheck`: tsc --strict --noEmit).
import { Chess, type Move, SEVEN_TAG_ROSTER, type Square, validateFen } from 'fianchetto'

const chess = new Chess()
const san: string[] = chess.moves()
const verbose: Move[] = chess.moves({ verbose: true, square: 'e2' })
const played: Move = chess.move({ from: 'e2', to: 'e4' })
const squares: Square[] = chess.attackers('f3')
const ok: boolean = validateFen(chess.fen()).ok
const undone: Move | null = chess.undo()
const history: Move[] = chess.history({ verbose: true })
chess.loadPgn('1. e4 e5 *', { strict: true })
chess.setComment('open')
const pgn: string = chess.pgn({ maxWidth: 72, newline: '\n' })
const headers: Record<string, string> = chess.setHeader('White', SEVEN_TAG_ROSTER.White)
const comments: { fen: string; comment: string }[] = chess.getComments()
void [san, verbose, played.isCapture(), squares, ok, undone, history, pgn, headers, comments]
