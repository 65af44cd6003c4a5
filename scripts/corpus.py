"""The repository's PGN corpus for the scripts: unpacked with `zstandard`, cut at game starts."""

import argparse
import pathlib
import tempfile

import zstandard

REPO = pathlib.Path(__file__).resolve().parent.parent
CORPUS_20K = REPO / "testdata" / "corpus" / "games-20k.pgn.zst"
# The first 2,000 games of the corpus, as crates/cli/tests read them.
CORPUS_2K_BYTES = 6_060_465


def unpack(limit=None):
    """The corpus's PGN bytes, or only its first `limit` bytes."""
    with open(CORPUS_20K, "rb") as packed:
        reader = zstandard.ZstdDecompressor().stream_reader(packed)
        chunks, size = [], 0
        while limit is None or size < limit:
            chunk = reader.read(1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    data = b"".join(chunks)
    return data if limit is None else data[:limit]


def split_games(pgn, shards):
    """`pgn` cut into `shards` pieces of about equal size, each ending where a game ends."""
    starts = [0]
    target = len(pgn) // shards
    for _ in range(shards - 1):
        cut = pgn.find(b"\n[Event ", starts[-1] + target)
        if cut < 0:
            break
        starts.append(cut + 1)
    starts.append(len(pgn))
    return [pgn[a:b] for a, b in zip(starts, starts[1:])]


def example_shards(description, prefix):
    """What the Spark and DuckDB examples start with: the `fianchetto` binary named on the command
    line, a work folder (`--workdir`, or a new one named after `prefix`) with `pgn/` and `parquet/`
    in it, and the corpus cut into `--shards` files in `pgn/`. Returns the binary, the folder and
    the shard paths."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("binary")
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--workdir")
    args = parser.parse_args()
    binary = str(pathlib.Path(args.binary).resolve())
    workdir = pathlib.Path(args.workdir or tempfile.mkdtemp(prefix=prefix))
    (workdir / "pgn").mkdir(parents=True, exist_ok=True)
    (workdir / "parquet").mkdir(parents=True, exist_ok=True)
    shards = []
    for index, piece in enumerate(split_games(unpack(), args.shards)):
        path = workdir / "pgn" / f"shard-{index:03}.pgn"
        path.write_bytes(piece)
        shards.append(path)
    return binary, workdir, shards
