#!/usr/bin/env python3
"""Writes root.tsv: for about 240 positions of expected.tsv, every legal move
with python-chess's probes of the position after the move; the data a
root-move ranking test needs.

    python3 testdata/syzygy/root.py                # from the repository root, after expected.py
    python3 testdata/syzygy/root.py --any-version

The roots have a halfmove clock of 0, except CLOCKED decided 3-4-piece roots
taken again with each clock of CLOCKS (the probes ignore the clock; the
categories do not).

Deterministic: the roots are drawn from expected.tsv, for each table PER_SIDE
`random` rows per side to move (among those with at least one legal move),
EN_PASSANT `en_passant` rows and CURSED `cursed` and CURSED `blessed` rows
where the table has them. The 3-4-piece tables share one random.Random(SEED),
taken in sorted order (the roots first drawn before 5-piece tables were
added); each 5-piece table has its own, seeded with SEED and its name, and
takes only roots whose moves lead to more than one wdl_after value. Moves are
in python-chess's generation order. Refuses any python-chess other than 1.11.2
unless --any-version is given.

Rows (tab separated, one header line), one per legal move:
    table  fen  root_wdl  root_dtz  move  san  zeroing  checkmate  stalemate  insufficient
    wdl_after  dtz_after  category  rank
fen, root_wdl and root_dtz are the root position and its probes (as in
expected.tsv); move is UCI, san is SAN; zeroing is 1 if the move is a capture
(en passant included) or a pawn move, else 0; checkmate is 1 if the move
checkmates; stalemate likewise; insufficient is 1 if the move leaves neither
side mating material (board.is_insufficient_material()); wdl_after and dtz_after are probe_wdl and probe_dtz of the
position after the move, so from the opponent's (the new side to move's)
point of view: a move that wins for the root side has wdl_after < 0.
Two more columns rank the moves as lichess's tablebase server does
(lila-tablebase), from the root side's point of view, computed here from the
probes above:
    category  the move's result with the halfmove clock counted, as lila's
              PositionInfo::category does: win, maybe-win, cursed-win, draw,
              blessed-loss, maybe-loss, loss. Draw when the move stalemates,
              leaves insufficient material or dtz_after is 0; when the root's
              clock is 100 or more, cursed-win or blessed-loss; a mate is a
              win; otherwise, with n = |dtz_after| and h the clock the move
              leaves (0 after a zeroing move): cursed or blessed when n > 100
              or n + h > 100; maybe when n + h == 100 and h > 0 (the tables
              may round n down by one); else win or loss.
    rank      1 for the best moves of the root, counting up; equal keys share
              a rank. The key, best first: category; mates first; stalemates,
              then insufficient material, first; when the move does not lose
              (dtz_after <= 0) zeroing moves and captures first, when it loses
              last; the smaller -dtz_after (the quickest win, the longest
              loss); the stronger captured piece, then the stronger promotion.
"""

import os
import random
import sys

import chess
import chess.syzygy

HERE = os.path.dirname(os.path.abspath(__file__))
TABLES = os.path.join(HERE, "tables")
EXPECTED = os.path.join(HERE, "expected.tsv")
OUT = os.path.join(HERE, "root.tsv")

SEED = 20240612
PER_SIDE = 3      # random positions per table and side to move
EN_PASSANT = 10   # en passant positions (KPvKP)
CURSED = 5        # cursed and blessed positions each, per table that has them (5 pieces)
CLOCKED = 8       # decided 3-4-piece roots taken again at each of CLOCKS
CLOCKED_EVERY = 9 # every ninth of them
CLOCKS = (60, 95, 99, 100)


CATEGORIES = ["loss", "maybe-loss", "blessed-loss", "draw", "cursed-win", "maybe-win", "win"]


def category(dtz_after, clock_before, clock_after, mate, stalemate, insufficient):
    """The move's category from the root side's point of view (see above)."""
    if stalemate or insufficient or dtz_after == 0:
        return "draw"
    if clock_before >= 100:
        return "cursed-win" if dtz_after < 0 else "blessed-loss"
    if mate:
        return "win"
    n = abs(dtz_after)
    # Of the position after the move, for its side to move.
    if n > 100 or n + clock_after > 100:
        after = 4
    elif n + clock_after == 100 and clock_after > 0:
        after = 5
    else:
        after = 6
    if dtz_after < 0:
        after = 6 - after
    return CATEGORIES[6 - after]


def rank_key(board, move, dtz_after, cat):
    """lila-tablebase's sort key of a move, smaller first, for the root side."""
    captured = board.piece_type_at(move.to_square) or (chess.PAWN if board.is_en_passant(move) else 0)
    board.push(move)
    try:
        mate, stalemate = board.is_checkmate(), board.is_stalemate()
        insufficient = board.is_insufficient_material()
    finally:
        board.pop()
    losing = dtz_after > 0
    return (
        -CATEGORIES.index(cat),
        not mate,
        (not stalemate, not insufficient),
        board.is_zeroing(move) == losing,
        bool(captured) == losing,
        -dtz_after,
        (-captured, -(move.promotion or 0)),
    )


def moves(tb, table, fen, wdl, dtz):
    """The rows of one root, one per legal move."""
    board = chess.Board(fen)
    assert str(tb.probe_wdl(board)) == wdl and str(tb.probe_dtz(board)) == dtz, fen
    rows = []
    for move in board.legal_moves:
        san = board.san(move)
        zeroing = int(board.is_zeroing(move))
        board.push(move)
        try:
            mate = int(board.is_checkmate())
            stalemate, insufficient = board.is_stalemate(), board.is_insufficient_material()
            clock_after = board.halfmove_clock
            wdl_after = tb.probe_wdl(board)
            dtz_after = tb.probe_dtz(board)
        finally:
            board.pop()
        cat = category(dtz_after, board.halfmove_clock, clock_after, mate, stalemate, insufficient)
        key = rank_key(board, move, dtz_after, cat)
        rows.append([table, fen, wdl, dtz, move.uci(), san, zeroing, mate, int(stalemate),
                     int(insufficient), wdl_after, dtz_after, cat, key])
    keys = sorted({r[-1] for r in rows})
    for r in rows:
        r[-1] = keys.index(r[-1]) + 1
    return rows


def main():
    if chess.__version__ != "1.11.2" and "--any-version" not in sys.argv[1:]:
        sys.exit(f"root.py records python-chess 1.11.2, this is {chess.__version__}; "
                 "pass --any-version to run anyway")

    groups = {}
    with open(EXPECTED) as f:
        header = f.readline().rstrip("\n").split("\t")
        assert header == ["table", "kind", "fen", "wdl", "dtz"], header
        for line in f:
            table, kind, fen, wdl, dtz = line.rstrip("\n").split("\t")
            board = chess.Board(fen)
            if not any(board.generate_legal_moves()):
                continue
            turn = board.turn if kind == "random" else None
            groups.setdefault((table, kind, turn), []).append((table, fen, wdl, dtz))

    wanted = {"random": PER_SIDE, "en_passant": EN_PASSANT, "cursed": CURSED, "blessed": CURSED}
    small_rng = random.Random(SEED)
    five_rngs = {}
    roots = 0
    rows = []
    chosen = []
    with chess.syzygy.open_tablebase(TABLES) as tb:
        for key in sorted(groups, key=lambda k: (k[0], k[1], str(k[2]))):
            table, kind, _ = key
            if len(table) - 1 < 5:
                for candidate in small_rng.sample(groups[key], wanted[kind]):
                    rows += moves(tb, *candidate)
                    chosen.append(candidate)
                    roots += 1
                continue
            if table not in five_rngs:
                five_rngs[table] = random.Random(f"{SEED} {table}")
            rng = five_rngs[table]
            candidates = groups[key][:]
            rng.shuffle(candidates)
            taken = 0
            for candidate in candidates:
                got = moves(tb, *candidate)
                if len({r[10] for r in got}) > 1:  # the moves differ in result
                    rows += got
                    taken += 1
                    if taken == wanted[kind]:
                        break
            assert taken == wanted[kind], key
            roots += taken

        # The same decided roots at late clocks, where the 50-move rule changes the categories.
        decided = [c for c in chosen if c[2] in ("2", "-2")][::CLOCKED_EVERY][:CLOCKED]
        for table, fen, wdl, dtz in decided:
            for clock in CLOCKS:
                fields = fen.split(" ")
                fields[4] = str(clock)
                rows += moves(tb, table, " ".join(fields), wdl, dtz)
                roots += 1

    with open(OUT, "w", newline="\n") as out:
        out.write("table\tfen\troot_wdl\troot_dtz\tmove\tsan\tzeroing\tcheckmate\tstalemate"
                  "\tinsufficient\twdl_after\tdtz_after\tcategory\trank\n")
        for r in rows:
            out.write("\t".join(str(x) for x in r) + "\n")
    print(f"{roots} positions, {len(rows)} moves -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
