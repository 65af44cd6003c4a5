#!/usr/bin/env python3
"""A position index of a game database on Apache Spark: in the map stage each shard (a PGN file,
as one month of the lichess database would be) gets its own index from `fianchetto index build`,
and its `--plies` rows from `fianchetto export`, on whichever executor takes it; the driver then
merges the shard indexes with `fianchetto index merge` into the index one build over all shards
writes, and asks one position of it and of the rows in Spark SQL. docs/scale.md explains the
design and has this script's figures.

Usage: scripts/spark_index.py path/to/fianchetto [--shards 4] [--workdir DIR]
Needs: python3 with `pyspark` and `zstandard`, Java 17; the binary built with --features parquet.
Runs on a local Spark with one worker thread per core; on a cluster only the master URL and the
shared paths change.
"""

import json
import pathlib
import subprocess
import time

from corpus import example_shards
from spark_local import local_spark, map_shards

# The position the driver asks: after 1. e4 c5 2. Nf3 d6 (a Sicilian), by any move order.
MOVES = "e2e4 c7c5 g1f3 d7d6"


def map_partition(binary, out_dir):
    """The map stage: index each shard of a partition, and write its ply rows."""

    def run(paths):
        for path in paths:
            stem = pathlib.Path(out_dir) / pathlib.Path(path).stem
            started = time.time()
            # One thread each: Spark runs a task per core already.
            index = subprocess.run(
                [binary, "index", "build", path, "-o", f"{stem}.fidx", "--threads", "1"],
                capture_output=True, text=True,
            )
            plies = subprocess.run(
                [binary, "export", path, "-o", f"{stem}.parquet", "--plies", "--threads", "1"],
                capture_output=True, text=True,
            )
            # `export` exits with 1 when some games were broken (their rows stop at the error);
            # anything else, or any failed index, is a failed shard, reported rather than hidden.
            yield (path, index.returncode, plies.returncode,
                   index.stderr.strip().splitlines()[-1:], time.time() - started)

    return run


def main():
    binary, workdir, shard_paths = example_shards(__doc__.splitlines()[0], "fianchetto-spark-index-")
    out_dir = workdir / "parquet"
    shards = [str(path) for path in shard_paths]

    spark, cores = local_spark("fianchetto-index")
    total = time.time()
    results, map_seconds = map_shards(spark, shards, map_partition(binary, str(out_dir)))
    for path, index_code, plies_code, last_line, seconds in results:
        print(f"shard {pathlib.Path(path).name}: index exit {index_code}, plies exit {plies_code}, "
              f"{seconds:.1f} s, {last_line}")
    failed = [path for path, index_code, plies_code, *_ in results
              if index_code != 0 or plies_code not in (0, 1)]
    if failed:
        raise SystemExit(f"shards failed: {failed}")

    # The reduce: one merge of the shard indexes, in shard order, on the driver.
    started = time.time()
    merged = workdir / "all.fidx"
    parts = [str(out_dir / (pathlib.Path(path).stem + ".fidx")) for path in shards]
    subprocess.run([binary, "index", "merge", *parts, "-o", str(merged)], check=True)
    merge_seconds = time.time() - started
    # The merge writes the bytes that one build over all the shards writes.
    whole = workdir / "whole.fidx"
    subprocess.run([binary, "index", "build", *shards, "-o", str(whole), "--threads", "1"],
                   check=True, capture_output=True)
    same = merged.read_bytes() == whole.read_bytes()
    print(f"merged {len(parts)} shard indexes in {merge_seconds:.1f} s "
          f"({merged.stat().st_size} bytes): {'the same bytes as' if same else 'NOT the same as'} "
          "one build over all shards")

    started = time.time()
    explored = json.loads(subprocess.run(
        [binary, "explore", str(merged), "--moves", MOVES, "--json"],
        check=True, capture_output=True, text=True,
    ).stdout)
    explore_seconds = time.time() - started
    print(f"explorer, after {MOVES} ({explored['opening']['name']}): "
          f"{explored['position']['games']} games")
    explorer_lines = [(m["uci"], m["games"], m["white"], m["draws"], m["black"])
                      for m in explored["moves"]]

    started = time.time()
    spark.read.parquet(str(out_dir / "*.parquet")).createOrReplaceTempView("plies")
    # The explorer's counting in SQL: in each game the position counts once, under the move last
    # played from it. Spark's `max_by` does not skip a null value, so the last row's null move
    # is filtered out (DuckDB's `arg_max` skips it by itself).
    rows = spark.sql(f"""
        WITH reached AS (
            SELECT input_file_name() AS file, game, max_by(uci, ply) FILTER (WHERE uci IS NOT NULL) AS uci,
                   first(trim(Result)) AS result
            FROM plies WHERE key = {int(explored['key'])} GROUP BY file, game)
        SELECT uci, count(*) AS games, count_if(result = '1-0') AS white,
               count_if(result = '1/2-1/2') AS draws, count_if(result = '0-1') AS black
        FROM reached WHERE uci IS NOT NULL GROUP BY uci ORDER BY games DESC, uci
    """).collect()
    sql_seconds = time.time() - started
    sql_lines = [(row.uci, row.games, row.white, row.draws, row.black) for row in rows]
    for uci, games, white, draws, black in explorer_lines[:5]:
        print(f"  {uci:6} {games:5} games  +{white} ={draws} -{black}")
    print("  ...")
    print(f"Spark SQL over the ply rows: {'the same' if sql_lines == explorer_lines else 'OTHER'} "
          f"{len(sql_lines)} moves")
    print(f"map stage (index and plies of {len(shards)} shards): {map_seconds:.1f} s; "
          f"merge: {merge_seconds:.1f} s; explore: {explore_seconds:.2f} s; "
          f"Spark SQL: {sql_seconds:.1f} s; total: {time.time() - total:.1f} s on {cores} cores")
    spark.stop()
    if not same or sql_lines != explorer_lines:
        raise SystemExit("the merged index or the SQL answer disagrees")


if __name__ == "__main__":
    main()
