#!/usr/bin/env python3
"""The one-machine version of docs/scale.md: `fianchetto export` converts the shards in parallel
(one process per core), and DuckDB queries the Parquet files together.

Usage: scripts/duckdb_example.py path/to/fianchetto [--shards 4] [--workdir DIR]
Needs: python3 with `duckdb` and `zstandard`; the binary built with --features parquet.
"""

import concurrent.futures
import os
import subprocess
import time

import duckdb

from corpus import example_shards


def main():
    binary, workdir, shards = example_shards(__doc__.splitlines()[0], "fianchetto-duckdb-")

    def export(path):
        out = workdir / "parquet" / (path.stem + ".parquet")
        # One thread each: the pool already runs a process per core.
        command = [binary, "export", str(path), "-o", str(out), "--threads", "1"]
        return subprocess.run(command, capture_output=True).returncode

    cores = os.cpu_count() or 1
    started = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=cores) as pool:
        codes = list(pool.map(export, shards))
    export_seconds = time.time() - started
    if any(code not in (0, 1) for code in codes):
        raise SystemExit(f"exports failed: {codes}")

    started = time.time()
    db = duckdb.connect()
    db.execute(f"CREATE VIEW games AS SELECT * FROM read_parquet('{workdir}/parquet/*.parquet')")
    games, plies, broken = db.execute("SELECT count(*), sum(plies), count(error) FROM games").fetchone()
    print(f"games: {games}, plies: {plies}, broken games: {broken}")
    print("most common openings:")
    for opening, count in db.execute(
        "SELECT Opening, count(*) AS n FROM games WHERE Opening IS NOT NULL GROUP BY Opening ORDER BY n DESC, Opening LIMIT 5"
    ).fetchall():
        print(f"  {count:5}  {opening}")
    print("average plies by result:")
    for result, count, average in db.execute(
        "SELECT Result, count(*), round(avg(plies), 1) FROM games GROUP BY Result ORDER BY Result"
    ).fetchall():
        print(f"  {result:8} {count:6} games, {average} plies")
    print("average clock left after move 40 by time control (top 3):")
    for control, count, seconds in db.execute(
        "SELECT TimeControl, count(*) AS n, round(avg(clocks[80]), 1) FROM games "
        "WHERE len(clocks) >= 80 GROUP BY TimeControl ORDER BY n DESC LIMIT 3"
    ).fetchall():
        print(f"  {control:8} {count:6} games, {seconds} s")
    query_seconds = time.time() - started
    print(f"export of {len(shards)} shards: {export_seconds:.1f} s; queries: {query_seconds:.2f} s; "
          f"on {cores} cores")


if __name__ == "__main__":
    main()
