// Type checks of the CommonJS entry (`npm run typecheck`).
import fianchetto = require('fianchetto')

const chess = new fianchetto.Chess(fianchetto.DEFAULT_POSITION, { skipValidation: false })
const rights: { k: boolean; q: boolean } = chess.getCastlingRights(fianchetto.WHITE)
const nodes: number = chess.perft(2)
void [rights, nodes]
