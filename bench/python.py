"""The Python package against python-chess 1.11.2 (and bulletchess, where it installs), in one
run, for the table in docs/benchmarks.md:

    pip install ./python "chess==1.11.2" pyarrow
    cargo build --release -p fianchetto-cli --features parquet
    python3 bench/python.py target/release/fianchetto

Each figure is the best of a few rounds; the ratios are what the table quotes. The PGN rows
read the 20,000-game corpus (testdata/corpus), unpacked into memory first for python-chess.
"""

from __future__ import annotations

import io
import os
import pathlib
import platform
import random
import subprocess
import sys
import tempfile
import time

import chess
import chess.pgn
import zstandard

import fianchetto
import fianchetto.pgn

ROOT = pathlib.Path(__file__).resolve().parents[1]
CORPUS = ROOT / "testdata" / "corpus" / "games-20k.pgn.zst"
QUICK = "--quick" in sys.argv  # the move rows alone
ARGS = [arg for arg in sys.argv[1:] if arg != "--quick"]
CLI = ARGS[0] if ARGS else None


def cpu() -> str:
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def best(run, rounds: int = 3) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def perft(board, depth: int) -> int:
    """python-chess's own test-suite perft, the same code for both libraries: the API's legal
    moves, push and pop, and `legal_moves.count()` at the last ply."""
    if depth > 1:
        nodes = 0
        for move in board.legal_moves:
            board.push(move)
            nodes += perft(board, depth - 1)
            board.pop()
        return nodes
    return board.legal_moves.count()


def playouts(make_board, games: int, seed: int) -> int:
    """Random games: at each ply the legal moves as a list, a push; then every move popped."""
    rng = random.Random(seed)
    plies = 0
    for _ in range(games):
        board = make_board()
        for _ in range(200):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            plies += 1
        while board.move_stack:
            board.pop()
    return plies


def python_chess_read(text: str) -> int:
    games = 0
    handle = io.StringIO(text)
    while chess.pgn.read_game(handle) is not None:
        games += 1
    return games


def fianchetto_read_game(text: str) -> int:
    """python_chess_read with fianchetto's read_game: the same game tree, read the same way."""
    games = 0
    handle = io.StringIO(text)
    while fianchetto.pgn.read_game(handle) is not None:
        games += 1
    return games


def row(name: str, ours: float, theirs: float) -> None:
    print(f"| {name} | {ours * 1e3:.1f} ms | {theirs * 1e3:.0f} ms | {theirs / ours:.0f}x |")


def small_file(text: str, path: pathlib.Path) -> None:
    """The PGN rows again on the corpus's first 438 games (1.3 MB), where starting threads
    weighs most."""
    games = text.split("\n\n[Event ")[:438]
    small = "\n\n[Event ".join(games) + "\n"
    path.write_text(small)
    start = time.perf_counter()
    assert python_chess_read(small) == 438
    theirs = time.perf_counter() - start
    size = f"{len(small) / 1e6:.1f} MB"
    for threads, name in ((0, "every core"), (1, "one thread")):
        ours = best(lambda: sum(1 for _ in fianchetto.pgn.read_games(path, threads=threads)), 9)
        row(f"read_games, 438 games ({size}), {name}", ours, theirs)
    for threads, name in ((0, "every core"), (1, "one thread")):
        ours = best(lambda: fianchetto.pgn.to_arrow(path, threads=threads), 9)
        row(f"to_arrow, 438 games ({size}), {name}", ours, theirs)


def main() -> None:
    print(f"CPU: {cpu()}, {os.cpu_count()} logical cores; Python {platform.python_version()}; "
          f"python-chess {chess.__version__}; fianchetto {fianchetto.__version__}")
    try:
        import bulletchess  # noqa: F401

        print("bulletchess: installed (not yet raced here)")
    except ImportError:
        print("bulletchess: not installable here")
    print()
    print("| job | fianchetto | python-chess | ratio |")
    print("|---|---:|---:|---:|")

    depth = 4
    assert perft(fianchetto.Board(), depth) == perft(chess.Board(), depth) == 197_281
    ours = best(lambda: perft(fianchetto.Board(), depth), rounds=5)
    theirs = best(lambda: perft(chess.Board(), depth), rounds=2)
    row(f"perft {depth} through the API (197,281 leaves)", ours, theirs)

    # The libraries list moves in different orders, so the same seed plays different games:
    # nearly all run to the 200-ply cap, and the row names both totals.
    ours = best(lambda: playouts(fianchetto.Board, 200, 1), rounds=5)
    theirs = best(lambda: playouts(chess.Board, 200, 1), rounds=2)
    plies, their_plies = playouts(fianchetto.Board, 200, 1), playouts(chess.Board, 200, 1)
    row(f"legal moves, push and pop: 200 random games ({plies:,} and {their_plies:,} plies)",
        ours * their_plies / plies, theirs)

    if QUICK:
        return
    with CORPUS.open("rb") as packed:
        text = zstandard.ZstdDecompressor().stream_reader(packed).read().decode()
    with tempfile.TemporaryDirectory() as scratch:
        plain = pathlib.Path(scratch) / "games-20k.pgn"
        plain.write_text(text)
        start = time.perf_counter()
        assert python_chess_read(text) == 20_000
        theirs = time.perf_counter() - start
        start = time.perf_counter()
        assert fianchetto_read_game(text) == 20_000
        row("read_game loop (the game tree), 20k corpus", time.perf_counter() - start, theirs)

        def read_all() -> None:
            count = sum(1 for _ in fianchetto.pgn.read_games(plain))
            assert count == 20_000

        ours = best(read_all)
        row("read_games, 20k corpus (python-chess: read_game loop)", ours, theirs)
        ours_one = best(lambda: sum(1 for _ in fianchetto.pgn.read_games(plain, threads=1)))
        row("read_games, one thread", ours_one, theirs)
        arrow = best(lambda: fianchetto.pgn.to_arrow(plain))
        row("to_arrow, 20k corpus (python-chess: read_game loop)", arrow, theirs)
        arrow_one = best(lambda: fianchetto.pgn.to_arrow(plain, threads=1))
        row("to_arrow, one thread", arrow_one, theirs)
        small_file(text, pathlib.Path(scratch) / "games-438.pgn")
        if CLI:
            out = pathlib.Path(scratch) / "games.parquet"
            export = best(lambda: subprocess.run(
                [CLI, "export", str(plain), "-o", str(out)], check=True, capture_output=True))
            print(f"| `fianchetto export` to Parquet, same file | {export * 1e3:.1f} ms | | "
                  f"to_arrow / export = {arrow / export:.2f} |")


if __name__ == "__main__":
    main()
