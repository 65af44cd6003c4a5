// Perft: the published suites the Rust crates are tested on (crates/movegen/testdata), read
// through the JavaScript API, with a node cap per position so the run stays short.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'

import { Chess } from '../lib/index.mjs'

const MAX_NODES = 2_000_000

function suite(name) {
  const text = readFileSync(new URL(`../../crates/movegen/testdata/${name}`, import.meta.url), 'utf8')
  const positions = []
  for (const line of text.split('\n')) {
    const [key, ...rest] = line.trim().split(/\s+/)
    if (key === 'id') positions.push({ id: rest[0], counts: [] })
    if (key === 'epd') positions.at(-1).epd = rest.join(' ')
    if (key === 'perft') positions.at(-1).counts.push([Number(rest[0]), Number(rest[1])])
  }
  return positions
}

function checkSuite(name, limit = Infinity) {
  let checked = 0
  // chess.js plays standard chess: the X-FEN positions castle only in Chess960, and
  // `asymmetrical-and-king-on-h` tests rights only Chess960 keeps (its king is on h8).
  const chess960 = (id) => id.startsWith('xfen') || id === 'asymmetrical-and-king-on-h'
  const standard = suite(name).filter(({ id }) => !chess960(id))
  for (const { epd, counts } of standard.slice(0, limit)) {
    const chess = new Chess(epd)
    for (const [depth, nodes] of counts) {
      if (nodes > MAX_NODES) continue
      assert.equal(chess.perft(depth), nodes, `${epd} depth ${depth}`)
      checked++
    }
  }
  assert.ok(checked > 0)
}

test('the start position', () => {
  const chess = new Chess()
  assert.deepEqual([1, 2, 3, 4, 5].map((d) => chess.perft(d)), [20, 400, 8902, 197281, 4865609])
})

test('the tricky positions', () => checkSuite('tricky.perft'))

test('the first random positions', () => checkSuite('random.perft', 200))

test('perft on a board that is no legal position (no black king)', () => {
  // White's king and rook alone: the king's three moves and the rook's fourteen, then
  // nothing, Black having no piece.
  const chess = new Chess()
  chess.clear()
  chess.put({ type: 'k', color: 'w' }, 'a1')
  chess.put({ type: 'r', color: 'w' }, 'h8')
  assert.equal(chess.perft(1), 3 + 14)
  assert.equal(chess.perft(2), 0)
})

test('perft(0) counts one ply, as chess.js does', () => {
  assert.equal(new Chess().perft(0), 20)
})
