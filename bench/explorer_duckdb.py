#!/usr/bin/env python3
"""The explorer's questions asked in SQL: DuckDB over `fianchetto export --plies` rows of the
20k corpus repeated COPIES times (a million games at 50, as the million-game index is), for the
positions `fianchetto-bench explorer --keys KEYS` sampled, with and without the bench's filters.

    fianchetto export testdata/corpus/games-20k.pgn.zst -o plies.parquet --plies
    fianchetto-bench explorer --index 1m.fidx --keys keys.tsv
    python3 bench/explorer_duckdb.py plies.parquet keys.tsv [--copies 50] [--parquet-queries 50]

Two ways a DuckDB user would ask: straight over the Parquet files (every query scans the key
column of every row group; timed on the first --parquet-queries positions), and over a DuckDB
table loaded from them and ordered by key (its zone maps skip all but a few row groups; timed on
all the positions). Every total is checked against the explorer's, which the keys file carries.
"""

import argparse
import os
import pathlib
import tempfile
import time

import duckdb

# The four filter sets `fianchetto-bench explorer` takes turns with, in SQL over the rows.
MONTH = "(CASE WHEN date[1:7] SIMILAR TO '[0-9]{4}\\.[0-9]{2}' THEN date[1:7] END)"
FILTERS = [
    "speed IN ('blitz', 'rapid')",
    "WhiteElo > 0 AND BlackElo > 0 AND WhiteElo + BlackElo BETWEEN 3200 AND 4400",
    f"{MONTH} = '2024.05' AND speed = 'bullet'",
    "White = 'Blue_Bear'",
]


def explorer_sql(source, condition):
    # A game counts once per position, under the move last played from it (`arg_max` skips
    # the null move of a game's last row).
    return f"""
        WITH reached AS (
            SELECT file, game, arg_max(uci, ply) AS uci, any_value(trim(Result)) AS result
            FROM {source} WHERE key = $key AND {condition} GROUP BY file, game)
        SELECT uci, count(*), count_if(result = '1-0'), count_if(result = '1/2-1/2'),
               count_if(result = '0-1')
        FROM reached GROUP BY uci ORDER BY count(*) DESC, uci COLLATE C"""


def percentiles(name, millis):
    millis = sorted(millis)
    at = lambda q: millis[round((len(millis) - 1) * q)]
    print(f"{name:<44} {len(millis):>5} queries  median {at(0.5):>8.1f} ms  "
          f"p99 {at(0.99):>8.1f} ms  max {at(1.0):>8.1f} ms")


def ask(db, source, keys, expected):
    """Times each position's query without and with a filter; checks the unfiltered totals."""
    plain, filtered = [], []
    for i, key in enumerate(keys):
        started = time.perf_counter()
        rows = db.execute(explorer_sql(source, "true"), {"key": key}).fetchall()
        plain.append((time.perf_counter() - started) * 1e3)
        total = sum(row[1] for row in rows)
        assert total == expected[key], (key, total, expected[key])
        started = time.perf_counter()
        db.execute(explorer_sql(source, FILTERS[i % len(FILTERS)]), {"key": key}).fetchall()
        filtered.append((time.perf_counter() - started) * 1e3)
    return plain, filtered


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("plies")
    parser.add_argument("keys")
    parser.add_argument("--copies", type=int, default=50)
    parser.add_argument("--parquet-queries", type=int, default=50)
    parser.add_argument("--workdir")
    options = parser.parse_args()
    sampled = [line.split("\t") for line in open(options.keys).read().splitlines()]
    keys = [int(key) for key, _ in sampled]
    expected = {int(key): int(games) for key, games in sampled}
    workdir = pathlib.Path(options.workdir or tempfile.mkdtemp(prefix="fianchetto-duckdb-"))
    # Hard links: the same rows under COPIES names, so that (file, game) tells copies apart.
    files = []
    for copy in range(options.copies):
        path = workdir / f"copy-{copy:03}.parquet"
        if not path.exists():
            os.link(options.plies, path)
        files.append(str(path))
    db = duckdb.connect(str(workdir / "plies.duckdb"))
    print(f"DuckDB {duckdb.__version__}, {os.cpu_count()} threads; {len(files)} copies of "
          f"{os.path.getsize(options.plies)} bytes of Parquet")
    db.execute(f"""CREATE OR REPLACE VIEW parquet AS
        SELECT *, filename AS file FROM read_parquet({files!r}, filename = true)""")
    rows = db.execute("SELECT count(*), count(DISTINCT (file, game)) FROM parquet").fetchone()
    print(f"rows: {rows[0]}, games: {rows[1]}")

    # Warm the file cache, then time the first positions straight over the Parquet.
    db.execute("SELECT count(*) FROM parquet WHERE key = 0").fetchall()
    subset = keys[: options.parquet_queries]
    plain, filtered = ask(db, "parquet", subset, expected)
    percentiles("over the Parquet files, no filters", plain)
    percentiles("over the Parquet files, filtered", filtered)

    started = time.perf_counter()
    db.execute("CREATE OR REPLACE TABLE plies AS SELECT * FROM parquet ORDER BY key")
    db.execute("CHECKPOINT")
    load = time.perf_counter() - started
    size = os.path.getsize(workdir / "plies.duckdb")
    print(f"loaded into a DuckDB table ordered by key in {load:.1f} s: {size} bytes")
    plain, filtered = ask(db, "plies", keys[:10], expected)  # warm
    plain, filtered = ask(db, "plies", keys, expected)
    percentiles("DuckDB table ordered by key, no filters", plain)
    percentiles("DuckDB table ordered by key, filtered", filtered)
    print(f"every total agreed with the explorer's ({len(keys)} positions)")


if __name__ == "__main__":
    main()
