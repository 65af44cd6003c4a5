#!/usr/bin/env python3
"""Writes expected.tsv: python-chess's WDL and DTZ probes of random positions
for every table in tables/.

    python3 testdata/syzygy/expected.py            # from the repository root
    python3 testdata/syzygy/expected.py --any-version

Deterministic: the 3-4-piece tables share one random.Random(SEED), taken in
sorted order (their rows are those first made before 5-piece tables were
added); each 5-piece table has its own random.Random, seeded with SEED and its
name, so adding a table leaves the other tables' rows alone. Refuses any
python-chess other than 1.11.2 unless --any-version is given (the file records
what that version answers).

Rows (tab separated, one header line):
    table  kind  fen  wdl  dtz
kind is how the position was chosen:
    random      pieces of the table's material on random squares (see place())
    en_passant  a pawn that just made a double step beside an enemy pawn that
                can legally take it en passant (only KPvKP has pawns of both
                colours among the tables here)
    cursed      a random position of the table kept because wdl == 1
    blessed     a random position of the table kept because wdl == -1
"""

import os
import random
import sys

import chess
import chess.syzygy

HERE = os.path.dirname(os.path.abspath(__file__))
TABLES = os.path.join(HERE, "tables")
OUT = os.path.join(HERE, "expected.tsv")

SEED = 20240611
RANDOM_PER_SIDE = 150   # random positions per table and side to move
EP_PER_SIDE = 30        # en passant positions per side to move (KPvKP)
# By piece count: the most further random positions probed per table looking for
# wdl +-1, and how many cursed / blessed rows to keep (the search stops once both
# counts are reached).
SEARCH = {3: 20000, 4: 20000, 5: 300000}
KEEP_CURSED = {3: 10, 4: 10, 5: 60}

SYMBOLS = {"K": chess.KING, "Q": chess.QUEEN, "R": chess.ROOK,
           "B": chess.BISHOP, "N": chess.KNIGHT,
           "P": chess.PAWN}


def check_version():
    if chess.__version__ != "1.11.2" and "--any-version" not in sys.argv[1:]:
        sys.exit(f"expected.py records python-chess 1.11.2, this is {chess.__version__}; "
                 "pass --any-version to run anyway")


def table_names():
    return sorted(f[:-5] for f in os.listdir(TABLES) if f.endswith(".rtbw"))


def piece_count(table):
    return len(table) - 1


def place(rng, white, black, turn):
    """A valid position with the white pieces `white` and black pieces `black`
    (strings such as "KQ", "KR"), each put on a random empty square (pawns on
    ranks 2-7 only), `turn` to move, no castling rights, no en passant square,
    halfmove clock 0. Draws again until board.is_valid()."""
    while True:
        board = chess.Board(None)
        board.turn = turn
        for color, pieces in ((chess.WHITE, white), (chess.BLACK, black)):
            for symbol in pieces:
                piece_type = SYMBOLS[symbol]
                while True:
                    square = rng.randrange(8, 56) if piece_type == chess.PAWN else rng.randrange(64)
                    if board.piece_at(square) is None:
                        break
                board.set_piece_at(square, chess.Piece(piece_type, color))
        if board.is_valid():
            return board


def random_position(rng, table, turn):
    """A random position of the table's material; half the time with colours
    swapped (black has the first half of the name), so the prober's colour
    flipping is covered."""
    strong, weak = table.split("v")
    if rng.random() < 0.5:
        return place(rng, strong, weak, turn)
    return place(rng, weak, strong, turn)


def en_passant_position(rng, turn):
    """KPvKP: the side not to move has just pushed a pawn two squares beside a
    pawn of the side to move, and the en passant capture is legal."""
    while True:
        board = chess.Board(None)
        board.turn = turn
        file = rng.randrange(8)
        side = rng.choice([-1, 1])
        if not 0 <= file + side < 8:
            continue
        if turn == chess.WHITE:
            pushed = chess.square(file, 4)      # black pawn on rank 5 came from rank 7
            ep = chess.square(file, 5)
            capturer = chess.square(file + side, 4)
        else:
            pushed = chess.square(file, 3)      # white pawn on rank 4 came from rank 2
            ep = chess.square(file, 2)
            capturer = chess.square(file + side, 3)
        board.set_piece_at(pushed, chess.Piece(chess.PAWN, not turn))
        board.set_piece_at(capturer, chess.Piece(chess.PAWN, turn))
        for color in (chess.WHITE, chess.BLACK):
            while True:
                square = rng.randrange(64)
                if board.piece_at(square) is None:
                    break
            board.set_piece_at(square, chess.Piece(chess.KING, color))
        board.ep_square = ep
        if board.is_valid() and board.has_legal_en_passant():
            return board


def main():
    check_version()
    small_rng = random.Random(SEED)
    rows = []
    stats = {}
    searched = {}
    with chess.syzygy.open_tablebase(TABLES) as tb:
        def row(table, kind, board):
            wdl = tb.probe_wdl(board)
            dtz = tb.probe_dtz(board)
            rows.append((table, kind, board.fen(), wdl, dtz))
            stats[(table, kind)] = stats.get((table, kind), 0) + 1

        for table in table_names():
            n = piece_count(table)
            rng = small_rng if n < 5 else random.Random(f"{SEED} {table}")
            for turn in (chess.WHITE, chess.BLACK):
                for _ in range(RANDOM_PER_SIDE):
                    row(table, "random", random_position(rng, table, turn))
            if table == "KPvKP":
                for turn in (chess.WHITE, chess.BLACK):
                    for _ in range(EP_PER_SIDE):
                        row(table, "en_passant", en_passant_position(rng, turn))
            kept = {1: 0, -1: 0}
            searched[table] = 0
            while searched[table] < SEARCH[n] and min(kept.values()) < KEEP_CURSED[n]:
                turn = chess.WHITE if searched[table] % 2 == 0 else chess.BLACK
                searched[table] += 1
                board = random_position(rng, table, turn)
                wdl = tb.probe_wdl(board)
                if wdl in kept and kept[wdl] < KEEP_CURSED[n]:
                    row(table, "cursed" if wdl == 1 else "blessed", board)
                    kept[wdl] += 1

    order = {"random": 0, "en_passant": 1, "cursed": 2, "blessed": 3}
    rows.sort(key=lambda r: (r[0], order[r[1]]))  # stable: each kind keeps its drawing order
    with open(OUT, "w", newline="\n") as f:
        f.write("table\tkind\tfen\twdl\tdtz\n")
        for r in rows:
            f.write("\t".join(str(x) for x in r) + "\n")

    kinds = ["random", "en_passant", "cursed", "blessed"]
    print("table\t" + "\t".join(kinds) + "\tsearched")
    for table in table_names():
        print(table + "\t" + "\t".join(str(stats.get((table, k), 0)) for k in kinds)
              + f"\t{searched[table]}")
    print("total\t" + "\t".join(str(sum(v for (t, k), v in stats.items() if k == kind)) for kind in kinds)
          + f"\t{sum(searched.values())}")
    wdls = {}
    for r in rows:
        wdls[r[3]] = wdls.get(r[3], 0) + 1
    print("wdl\t" + "  ".join(f"{w}: {wdls[w]}" for w in sorted(wdls, reverse=True)))
    print(f"{len(rows)} rows -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
