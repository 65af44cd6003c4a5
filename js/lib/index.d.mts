// Types of the ES module entry (lib/index.mjs), which re-exports lib/chess.js.
export * from './index.js'
