"""The repository's PGN corpus for the scripts: unpacked with `zstandard`, cut at game starts."""

import pathlib

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
