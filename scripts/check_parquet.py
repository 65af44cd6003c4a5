#!/usr/bin/env python3
"""CI check of `fianchetto export --format parquet`: DuckDB reads what it wrote for the 2,000-game
corpus and must find the games, plies, column types and moves that `fianchetto pgn` reports.

Usage: scripts/check_parquet.py path/to/fianchetto   (a binary built with --features parquet)
Needs: python3 with `duckdb` and `zstandard` (pip install duckdb zstandard).
"""

import subprocess
import sys
import tempfile
import pathlib

import duckdb

from corpus import CORPUS_2K_BYTES, unpack

EXPECTED_TYPES = {
    "game": "BIGINT",
    "offset": "BIGINT",
    "Event": "VARCHAR",
    "WhiteElo": "INTEGER",
    "BlackElo": "INTEGER",
    "WhiteRatingDiff": "INTEGER",
    "BlackRatingDiff": "INTEGER",
    "UTCDate": "DATE",
    "UTCTime": "VARCHAR",
    "other_tags": "MAP(VARCHAR, VARCHAR)",
    "plies": "INTEGER",
    "moves_uci": "VARCHAR[]",
    "moves_san": "VARCHAR[]",
    "clocks": "DOUBLE[]",
    "evals_cp": "INTEGER[]",
    "evals_mate": "INTEGER[]",
    "final_fen": "VARCHAR",
    "detected_eco": "VARCHAR",
    "detected_opening": "VARCHAR",
    "outcome": "VARCHAR",
    "termination_on_board": "VARCHAR",
    "error": "VARCHAR",
}

failures = []
passes = []


def check(name, actual, expected):
    if actual == expected:
        shown = repr(actual)
        print(f"ok: {name}: {shown if len(shown) <= 80 else shown[:77] + '...'}")
        passes.append(name)
    else:
        print(f"FAILED: {name}: got {actual!r}, expected {expected!r}")
        failures.append(name)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/fianchetto"
    with tempfile.TemporaryDirectory() as scratch:
        pgn = pathlib.Path(scratch) / "games-2k.pgn"
        pgn.write_bytes(unpack(CORPUS_2K_BYTES))
        parquet = pathlib.Path(scratch) / "games-2k.parquet"
        subprocess.run([binary, "export", str(pgn), "-o", str(parquet)], check=True)
        uci_lines = subprocess.run(
            [binary, "pgn", str(pgn), "--emit", "uci"], check=True, capture_output=True, text=True
        ).stdout.splitlines()

        db = duckdb.connect()
        table = f"read_parquet('{parquet}')"
        check("rows", db.execute(f"SELECT count(*) FROM {table}").fetchone()[0], 2000)
        moves_by_pgn = sum(len(line.split()) for line in uci_lines)
        check("sum of plies = moves of pgn --emit uci",
              db.execute(f"SELECT sum(plies) FROM {table}").fetchone()[0], moves_by_pgn)
        check("sum of len(moves_uci) = sum of plies",
              db.execute(f"SELECT sum(len(moves_uci)) = sum(plies) FROM {table}").fetchone()[0], True)
        types = dict(db.execute(f"SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM {table})").fetchall())
        for column, expected in EXPECTED_TYPES.items():
            check(f"type of {column}", types.get(column), expected)
        for game in (1, 3, 1234, 2000):
            moves = db.execute(f"SELECT moves_uci FROM {table} WHERE game = {game}").fetchone()[0]
            check(f"game {game}'s moves = line {game} of pgn --emit uci", " ".join(moves), uci_lines[game - 1])
        check("games with an error", db.execute(f"SELECT count(error) FROM {table}").fetchone()[0], 0)
        check("checkmates", db.execute(
            f"SELECT count(*) FROM {table} WHERE termination_on_board = 'checkmate'").fetchone()[0], 518)
        opening_lines = subprocess.run(
            [binary, "pgn", str(pgn), "--emit", "opening"], check=True, capture_output=True, text=True
        ).stdout.splitlines()
        detected = db.execute(
            f"SELECT detected_eco, detected_opening FROM {table} ORDER BY game").fetchall()
        check("detected openings = pgn --emit opening",
              ["-" if eco is None else f"{eco}\t{name}" for eco, name in detected], opening_lines)
        check("game 1's first clock and Elo", db.execute(
            f"SELECT clocks[1], WhiteElo, UTCDate::VARCHAR FROM {table} WHERE game = 1").fetchone(),
            (597.0, 1769, "2024-05-01"))

    print(f"{len(passes)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
