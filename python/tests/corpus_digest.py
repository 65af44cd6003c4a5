"""What a game of a PGN file reads as, in a few bytes: the digest both python-chess's reading
and fianchetto's are compared by (``expect_corpus.py`` writes python-chess's; the tests
compute fianchetto's).

A game is its tags (python-chess's roster defaults, ``?`` and ``????.??.??``, dropped where the
file has no such tag), its legal mainline in UCI, each move's clock and evaluation, and whether
it broke.
"""

from __future__ import annotations

import hashlib
import json
from typing import Optional, Sequence, Tuple

Eval = Optional[Tuple[Optional[int], Optional[int]]]

# python-chess fills the seven-tag roster's missing tags with these; a file's own tag with
# such a value reads the same either way.
ROSTER_DEFAULTS = {
    "Event": "?",
    "Site": "?",
    "Date": "????.??.??",
    "Round": "?",
    "White": "?",
    "Black": "?",
    "Result": "*",
}


def canonical_headers(headers) -> dict:
    return {name: value for name, value in headers.items() if ROSTER_DEFAULTS.get(name) != value}


def digest(
    headers: dict,
    moves: Sequence[str],
    clocks: Sequence[Optional[float]],
    evals: Sequence[Eval],
    broken: bool,
) -> str:
    text = json.dumps(
        [sorted(canonical_headers(headers).items()), list(moves), list(clocks), [list(e) if e else None for e in evals], broken],
        separators=(",", ":"),
    )
    return hashlib.sha256(text.encode()).hexdigest()[:12]
