#!/usr/bin/env python3
"""CI check of `fianchetto export --plies`: DuckDB, over the rows it writes, must give the
explorer's answers.

The position index's expectations (`testdata/explorer/queries.jsonl`, made by python-chess
1.11.2 from the 20k corpus, the crafted collection and two real ones) are asked again in SQL:
for each query, `fianchetto explore --json` names the position's key, and one SQL query over
the four files' `--plies` Parquet must find the same total and the same move lines (UCI, SAN,
games, white wins, draws, black wins, average rating, in the explorer's order) as python-chess
did, filters included. The `game` lines are not asked: the rows carry no offsets.

Usage: scripts/check_plies.py path/to/fianchetto [--limit N]
       (a binary built with --features parquet, run from anywhere)
Needs: python3 with `duckdb` (pip install duckdb).
"""

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import time

import duckdb

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The files the expectations index, in order, as `crates/cli/tests/explore.rs` gives them.
FILES = [
    "testdata/corpus/games-20k.pgn.zst",
    "testdata/explorer/crafted.pgn",
    "testdata/pgn/cutechess-fischerrandom.pgn",
    "testdata/pgn/kasparov-deep-blue-1997.pgn",
]

SPEEDS = {"ultrabullet", "bullet", "blitz", "rapid", "classical", "correspondence"}

# A game's month as the explorer counts it, `year * 12 + month - 1`, from the `date` column
# (`YYYY.MM.DD`, `??` where unknown); null when the year or the month is unknown.
MONTH = """(CASE WHEN regexp_full_match(date[1:7], '[0-9]{4}\\.(0[1-9]|1[0-2])')
           THEN CAST(date[1:4] AS INTEGER) * 12 + CAST(date[6:7] AS INTEGER) - 1 END)"""


def run(binary, args):
    done = subprocess.run([binary, *args], cwd=ROOT, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"fianchetto {' '.join(args)} failed ({done.returncode}): {done.stderr}")
    return done


def month(text):
    year, month = (int(part) for part in text.split("-"))
    return year * 12 + month - 1


def filters(args):
    """The SQL conditions and parameters of a query's filter options."""
    conditions, parameters = [], []
    options = dict(zip(args[::2], args[1::2]))
    if "--speed" in options:
        speeds = [speed.lower() for speed in options["--speed"].split(",")]
        assert set(speeds) <= SPEEDS, speeds
        conditions.append("speed IN (SELECT unnest(?))")
        parameters.append(speeds)
    if "--ratings" in options:
        low, high = (int(bound) for bound in options["--ratings"].split("-"))
        conditions.append("WhiteElo > 0 AND BlackElo > 0 AND WhiteElo + BlackElo BETWEEN ? AND ?")
        parameters += [2 * low, 2 * high]
    if "--since" in options:
        conditions.append(f"{MONTH} >= ?")
        parameters.append(month(options["--since"]))
    if "--until" in options:
        conditions.append(f"{MONTH} <= ?")
        parameters.append(month(options["--until"]))
    if "--player" in options:
        column = {"white": "White", "black": "Black"}[options["--color"]]
        conditions.append(f"{column} = ?")
        parameters.append(options["--player"])
    return conditions, parameters


def sql_answer(db, key, args):
    """The explorer's `position` and move lines, computed by DuckDB from the ply rows."""
    conditions, parameters = filters(args)
    where = " AND ".join(["key = ?", *conditions])
    # In one game a position counts once, under the move last played from it; `arg_max` skips
    # the null move of the game's last row, so a game that only ends there has none. `elo`:
    # the game's Elo sum, null unless both players have one.
    games = f"""
        SELECT file, game, arg_max(uci, ply) AS uci, arg_max(san, ply) AS san,
               any_value(trim(Result)) AS result,
               any_value(CASE WHEN WhiteElo > 0 AND BlackElo > 0 THEN WhiteElo + BlackElo END) AS elo
        FROM plies WHERE {where} GROUP BY file, game"""
    scores = """count(*), coalesce(count_if(result = '1-0'), 0),
                coalesce(count_if(result = '1/2-1/2'), 0), coalesce(count_if(result = '0-1'), 0)"""
    total = db.execute(f"SELECT {scores} FROM ({games})", [key, *parameters]).fetchone()
    lines = [f"position {' '.join(map(str, total))}"]
    # lichess's averageRating: the mean of the rated games' mean Elo, rounded half up.
    average = "CASE WHEN count(elo) > 0 THEN (sum(elo) + count(elo)) // (2 * count(elo)) END"
    moves = db.execute(
        f"""SELECT uci, san, {scores}, {average} FROM ({games}) WHERE uci IS NOT NULL
            GROUP BY uci, san ORDER BY count(*) DESC, uci COLLATE C""",
        [key, *parameters],
    ).fetchall()
    lines += [" ".join("-" if cell is None else str(cell) for cell in move) for move in moves]
    return lines


def expected_lines(out):
    """The position and move lines of an expected output (not the opening and game lines)."""
    lines = []
    for line in out.splitlines():
        if line.startswith(("opening ", "game\t")):
            continue
        if line.startswith("[") or not line:
            break  # the PGN of `--pgn`
        lines.append(line)
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--limit", type=int, default=0, help="ask only the first N queries")
    options = parser.parse_args()
    binary = str(pathlib.Path(options.binary).resolve())
    queries = [json.loads(line) for line in (ROOT / "testdata/explorer/queries.jsonl").open()]
    if options.limit:
        queries = queries[: options.limit]
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        index = scratch / "all.fidx"
        started = time.perf_counter()
        run(binary, ["index", "build", *FILES, "-o", str(index), "--threads", "2"])
        parquet = []
        for number, file in enumerate(FILES):
            out = scratch / f"{number}.parquet"
            run(binary, ["export", file, "-o", str(out), "--plies", "--threads", "2"])
            parquet.append(str(out))
        built = time.perf_counter() - started
        db = duckdb.connect()
        db.execute(
            """CREATE TABLE plies AS SELECT *, regexp_extract(filename, '([0-9]+)\\.parquet$', 1)
               AS file FROM read_parquet(?, filename = true)""",
            [parquet],
        )
        rows = db.execute("SELECT count(*) FROM plies").fetchone()[0]
        types = dict(db.execute("SELECT column_name, column_type FROM (DESCRIBE plies)").fetchall())
        for column, kind in {"game": "BIGINT", "ply": "INTEGER", "key": "BIGINT", "uci": "VARCHAR",
                             "WhiteElo": "INTEGER", "speed": "VARCHAR", "date": "VARCHAR"}.items():
            assert types[column] == kind, (column, types[column])
        positions, asked, answered = set(), 0, 0
        started = time.perf_counter()
        for query in queries:
            args = query["args"]
            explored = json.loads(run(binary, ["explore", str(index), "--json", *args]).stdout)
            # The key is a decimal string in the JSON (JavaScript's numbers would round it).
            got = sql_answer(db, int(explored["key"]), args)
            want = expected_lines(query["out"])
            if got != want:
                sys.exit(f"DuckDB disagrees on {args}:\n  SQL:      {got}\n  expected: {want}")
            asked += 1
            positions.add(explored["key"])
            answered += explored["position"]["games"] > 0
        seconds = time.perf_counter() - started
    print(
        f"DuckDB over {rows} ply rows gave the explorer's answers to {asked} queries "
        f"({len(positions)} positions, {answered} reached by some game) in {seconds:.1f} s; "
        f"index and Parquet built in {built:.1f} s"
    )
    assert asked >= 50 and len(positions) >= 50, "fewer than 50 positions asked"


if __name__ == "__main__":
    main()
