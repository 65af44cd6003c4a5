#!/usr/bin/env python3
"""Writes expected.txt: python-chess's reading of the Polyglot books beside it, and edge-cases.bin.

Run from this folder with python-chess installed (`pip install chess`):

    python3 expect.py

For each book it looks up the start position, positions reached by playing book moves (every
position of a breadth-first walk up to a bound, then seeded random walks to the end of the
book), and positions just outside the book. For each position it writes its FEN (en passant
square after every double push, as the key needs), python-chess's Zobrist key and every entry
`find_all` gives with `minimum_weight=0` (so weight-0 entries are listed too), in the book's
stored order: the move in UCI with standard castling (`e1g1`), the weight and the learn value.
python-chess skips an entry whose move is not legal in the position.

`edge-cases.bin` is written here, not copied: a tiny book whose entries exercise what the real
books lack (weight 0, illegal moves, a drop, bad promotion bits, castling stored both as
king-takes-rook and as `e1g1`, en passant, under-promotion).
"""

import random
import struct

import chess
import chess.polyglot

BREADTH_FIRST_POSITIONS = 160
RANDOM_WALKS = 40
SEED = 20240601
# The line the tiny book follows (its book moves are Black's): 7...fxg1=N+ wins.
LASKER_TRAP = "d2d4 d7d5 c2c4 e7e5 d4e5 d5d4 e2e3 f8b4 c1d2 d4e3 d2b4 e3f2 e1e2 f2g1n h1g1".split()


def write_edge_cases(path):
    """A book over four positions, each with entries python-chess skips and entries it keeps."""

    def raw(uci, promotion_bits=None):
        # Squares by hand: `chess.Move.from_uci` refuses a move from a square to itself.
        bits = chess.parse_square(uci[2:4]) | (chess.parse_square(uci[0:2]) << 6)
        if promotion_bits is not None:
            bits |= promotion_bits << 12
        elif len(uci) == 5:
            bits |= (chess.PIECE_SYMBOLS.index(uci[4]) - 1) << 12
        return bits

    start = chess.Board()
    castling = chess.Board("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8")
    black_castling = castling.copy()
    black_castling.push_uci("a2a3")
    en_passant = chess.Board("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
    promotion = chess.Board("1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1")
    entries = [
        (start, raw("e2e4"), 0),
        (start, raw("e2e5"), 5),  # illegal: a pawn cannot go three squares
        (start, raw("d2d4"), 7),
        (start, raw("e2e2"), 3),  # from == to: a crazyhouse drop in python-chess
        (start, raw("g1f3"), 1),
        (start, raw("b1c3", promotion_bits=5), 4),  # promotion bits on a knight move
        (castling, raw("e1h1"), 10),  # Polyglot's castling: king takes rook
        (castling, raw("e1c1"), 2),  # castling written as the king's destination
        (castling, raw("e1a1"), 0),
        (castling, raw("d2d4"), 1),  # illegal: the queen is on d2
        (black_castling, raw("e8h8"), 3),
        (black_castling, raw("e8g8"), 1),  # the same castle again, in the other form
        (black_castling, raw("e8a8"), 65535),
        (en_passant, raw("e5f6"), 9),
        (en_passant, raw("e5d6"), 1),  # illegal: d6 is no longer the en passant square
        (promotion, raw("c7b8n"), 2),
        (promotion, raw("c7c8q"), 40),
        (promotion, raw("c7b8q"), 30),
        (promotion, raw("c7c8", promotion_bits=7), 20),  # promotion bits python-chess reads as none
        (promotion, raw("c7c8", promotion_bits=6), 1),  # promotion to a king
    ]
    records = []
    for order, (board, move, weight) in enumerate(entries):
        key = chess.polyglot.zobrist_hash(board)
        # The learn value tells the entries apart, so the tests see the stored order kept.
        records.append((key, order, move, weight, 1000 + order))
    records.sort()
    with open(path, "wb") as book:
        for key, _, move, weight, learn in records:
            book.write(struct.pack(">QHHI", key, move, weight, learn))
    return [start, castling, black_castling, en_passant, promotion]


def fen(board):
    return board.fen(en_passant="fen")


def book_moves(reader, board):
    return [entry.move for entry in reader.find_all(board, minimum_weight=0)]


def positions_of(reader, rng):
    """Start, the Lasker trap, a breadth-first walk, random walks, and a step outside the book."""
    found = {}

    def keep(board):
        found.setdefault(fen(board), board.copy(stack=False))

    start = chess.Board()
    keep(start)
    line = start.copy()
    for move in LASKER_TRAP:
        line.push_uci(move)
        keep(line)
    queue = [start]
    while queue and len(found) < BREADTH_FIRST_POSITIONS:
        board = queue.pop(0)
        for move in book_moves(reader, board):
            child = board.copy(stack=False)
            child.push(move)
            if fen(child) not in found:
                keep(child)
                queue.append(child)
    for _ in range(RANDOM_WALKS):
        board = chess.Board()
        while True:
            moves = book_moves(reader, board)
            if not moves:
                break
            board.push(rng.choice(moves))
            keep(board)
        # Out of the book: keep the last position and one after a move the book does not know.
        outside = [m for m in board.legal_moves if m not in book_moves(reader, board)]
        if outside:
            board.push(rng.choice(sorted(outside, key=lambda m: m.uci())))
            keep(board)
    return list(found.values())


def main():
    rng = random.Random(SEED)
    edge_positions = write_edge_cases("edge-cases.bin")
    fixed = [
        chess.Board("8/8/8/8/8/5k2/8/4K2R w K - 0 1"),
        chess.Board("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"),
    ]
    lines = [
        "# python-chess %s: MemoryMappedReader.find_all(board, minimum_weight=0); written by expect.py"
        % chess.__version__,
    ]
    for name in ["lasker-trap.bin", "performance.bin", "edge-cases.bin"]:
        with chess.polyglot.open_reader(name) as reader:
            positions = edge_positions if name == "edge-cases.bin" else positions_of(reader, rng)
            positions = positions + fixed
            lines.append("book %s" % name)
            for board in positions:
                lines.append("fen %s" % fen(board))
                lines.append("key %016x" % chess.polyglot.zobrist_hash(board))
                for entry in reader.find_all(board, minimum_weight=0):
                    lines.append("entry %s %d %d" % (board.uci(entry.move), entry.weight, entry.learn))
    with open("expected.txt", "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
