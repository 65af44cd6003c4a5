// The package's entries: the ES module and the CommonJS one export the same API.
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { test } from 'node:test'

import * as esm from '../lib/index.mjs'

const require = createRequire(import.meta.url)

test('the ES module and CommonJS entries export the same names and classes', () => {
  const cjs = require('fianchetto')
  assert.deepEqual(Object.keys(esm).sort(), Object.keys(cjs).sort())
  assert.equal(esm.Chess, cjs.Chess)
  assert.equal(esm.DEFAULT_POSITION, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
})

test('a Chess is independent of another', () => {
  const a = new esm.Chess()
  const b = new esm.Chess()
  a.move('e4')
  assert.equal(b.history().length, 0)
})
