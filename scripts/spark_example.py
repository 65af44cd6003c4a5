#!/usr/bin/env python3
"""The map stage of a game database on Apache Spark: each shard (a PGN file, as one month of the
lichess database would be) is converted to Parquet by `fianchetto export` on whichever executor
gets it, and the Parquet is then queried with Spark SQL. docs/scale.md explains the design and has
this script's figures.

Usage: scripts/spark_example.py path/to/fianchetto [--shards 4] [--workdir DIR]
Needs: python3 with `pyspark` and `zstandard`, Java 17; the binary built with --features parquet.
Runs on a local Spark with one worker thread per core; on a cluster only the master URL and the
shared paths change.
"""

import pathlib
import subprocess
import time

from corpus import example_shards
from spark_local import local_spark, map_shards


def export_partition(binary, out_dir):
    """The map stage: run `fianchetto export` on every shard path of a partition."""

    def run(paths):
        for path in paths:
            out = pathlib.Path(out_dir) / (pathlib.Path(path).stem + ".parquet")
            started = time.time()
            done = subprocess.run(
                # One thread: Spark runs a task per core already.
                [binary, "export", path, "-o", str(out), "--threads", "1"],
                capture_output=True,
                text=True,
            )
            # Exit status 1 with a file means some games were broken (their rows carry the error);
            # anything else is a failed shard, reported rather than hidden.
            yield (path, done.returncode, done.stderr.strip().splitlines()[-1:], time.time() - started)

    return run


def main():
    binary, workdir, shard_paths = example_shards(__doc__.splitlines()[0], "fianchetto-spark-")
    parquet_dir = workdir / "parquet"
    shards = [str(path) for path in shard_paths]

    spark, cores = local_spark("fianchetto-export")
    total = time.time()
    results, map_seconds = map_shards(spark, shards, export_partition(binary, str(parquet_dir)))
    for path, code, last_line, seconds in results:
        print(f"shard {pathlib.Path(path).name}: exit {code}, {seconds:.1f} s, {last_line}")
    failed = [path for path, code, *_ in results if code not in (0, 1)]
    if failed:
        raise SystemExit(f"shards failed: {failed}")

    started = time.time()
    spark.read.parquet(str(parquet_dir)).createOrReplaceTempView("games")
    games, plies, broken = spark.sql(
        "SELECT count(*), sum(plies), count(error) FROM games"
    ).first()
    print(f"games: {games}, plies: {plies}, broken games: {broken}")
    print("most common openings:")
    for row in spark.sql(
        "SELECT Opening, count(*) AS games FROM games WHERE Opening IS NOT NULL GROUP BY Opening ORDER BY games DESC, Opening LIMIT 5"
    ).collect():
        print(f"  {row.games:5}  {row.Opening}")
    print("average plies by result:")
    for row in spark.sql(
        "SELECT Result, count(*) AS games, round(avg(plies), 1) AS plies FROM games GROUP BY Result ORDER BY Result"
    ).collect():
        print(f"  {row.Result:8} {row.games:6} games, {row.plies} plies")
    print("endings on the board:")
    for row in spark.sql(
        "SELECT termination_on_board AS ending, count(*) AS games FROM games GROUP BY ending ORDER BY games DESC"
    ).collect():
        print(f"  {str(row.ending):22} {row.games}")
    query_seconds = time.time() - started
    print(f"map stage (export of {len(shards)} shards): {map_seconds:.1f} s; queries: {query_seconds:.1f} s; "
          f"total: {time.time() - total:.1f} s on {cores} cores")
    spark.stop()


if __name__ == "__main__":
    main()
