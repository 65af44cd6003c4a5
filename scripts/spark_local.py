"""What the Spark examples share: a local Spark with a worker thread per core, and a map stage that
runs one function over the shard paths, a task per shard."""

import os
import time


def local_spark(app_name):
    """A quiet local Spark session with one worker thread per core, and the number of cores."""
    from pyspark.sql import SparkSession

    cores = os.cpu_count() or 1
    spark = (
        SparkSession.builder.master(f"local[{cores}]")
        .appName(app_name)
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    return spark, cores


def map_shards(spark, shards, partition):
    """Runs `partition` (paths -> results) over `shards`, one task a shard; the results and the
    seconds the stage took."""
    started = time.time()
    shard_rdd = spark.sparkContext.parallelize(shards, numSlices=len(shards))
    results = shard_rdd.mapPartitions(partition).collect()
    return results, time.time() - started
