"""``fianchetto.pgn.read_game`` against python-chess 1.11.2's, game by game, on the
repository's PGN test data: the dialects, the junk cases, the sample games, the variant games
and the first 1,000 games of the corpus. After each game, ``str(game)``, how many errors the
game has, and where the handle is left (``handle.tell()``) agree.

The games where fianchetto differs on purpose (docs/migrating.md, "chess.pgn's game tree") are
named in ``KNOWN`` with the reason; for them only the handle's place is compared, since the file
is read the same way whatever the moves say."""

import io
import json

import chess
import chess.pgn
import pytest
import zstandard

import fianchetto.pgn

from conftest import TESTDATA

assert chess.__version__ == "1.11.2"

CORPUS_GAMES = 1000

# (file name, game number from 1) -> why fianchetto reads that game differently.
AFTER_VARIATION_ERROR = "an illegal move in a variation: fianchetto goes on with the main line"
KNOWN = {
    ("variation-error.pgn", 1): AFTER_VARIATION_ERROR,
    ("variation-error.pgn", 3): AFTER_VARIATION_ERROR,
    ("variation-error.pgn", 4): AFTER_VARIATION_ERROR,
    ("illegal-move.pgn", 6): AFTER_VARIATION_ERROR,
}


def handle(data: bytes) -> io.TextIOWrapper:
    """A text file over ``data``, as ``open(path)`` gives one (UTF-8, bad bytes replaced)."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace")


def compare(name: str, data: bytes) -> int:
    """Reads every game of ``data`` with both readers, comparing after each; the game count."""
    theirs, ours = handle(data), handle(data)
    number = 0
    while True:
        number += 1
        expected = chess.pgn.read_game(theirs)
        game = fianchetto.pgn.read_game(ours)
        where = (name, number)
        assert ours.tell() == theirs.tell(), where
        if expected is None:
            assert game is None, where
            return number - 1
        assert game is not None, where
        if where in KNOWN:
            continue
        assert str(game) == str(expected), where
        assert len(game.errors) == len(expected.errors), where


def test_the_known_differences_are_real() -> None:
    """Each game named in KNOWN does read differently, so none is excused for nothing."""
    for name, number in KNOWN:
        folder = "dialects" if (TESTDATA / "dialects" / name).exists() else "pgn"
        data = (TESTDATA / folder / name).read_bytes()
        theirs, ours = handle(data), handle(data)
        for _ in range(number):
            expected = chess.pgn.read_game(theirs)
            game = fianchetto.pgn.read_game(ours)
        assert (str(game), len(game.errors)) != (str(expected), len(expected.errors)), (name, number)


@pytest.mark.parametrize(
    "path",
    sorted((TESTDATA / "dialects").glob("*.pgn")) + sorted((TESTDATA / "pgn").glob("*.pgn")),
    ids=lambda path: path.name,
)
def test_files(path) -> None:
    assert compare(path.name, path.read_bytes()) > 0


def test_variant_games() -> None:
    path = TESTDATA / "variants" / "analyse" / "seven.pgn"
    assert compare(path.name, path.read_bytes()) == 8


def junk_cases() -> list:
    cases = []
    expected = json.loads((TESTDATA / "junk" / "expected.json").read_text())
    games = expected["games"]
    for case in expected["cases"]:
        data = bytearray()
        for part in case["parts"]:
            if isinstance(part, str):
                data += part.encode("latin-1")
            elif "game" in part:
                data += games[part["game"]].encode("ascii")
            else:
                data += part["fill"].encode("latin-1") * part["count"]
        cases.append(pytest.param(bytes(data), id=case["name"]))
    return cases


@pytest.mark.parametrize("data", junk_cases())
def test_junk(data: bytes) -> None:
    assert compare("junk", data) >= 2


def test_corpus() -> None:
    """The corpus's first 1,000 games (its first few megabytes, cut before game 1,001)."""
    with (TESTDATA / "corpus" / "games-20k.pgn.zst").open("rb") as packed:
        text = zstandard.ZstdDecompressor().stream_reader(packed).read(8 << 20)
    starts, at = 0, 0
    while starts < CORPUS_GAMES:
        at = text.index(b"\n\n[Event ", at) + 2
        starts += 1
    assert compare("corpus", text[:at]) == CORPUS_GAMES
