"""Polyglot lookups and Syzygy probes against python-chess 1.11.2's answers, committed in
testdata by the Rust crates' own expectation scripts."""

import pytest

import fianchetto
import fianchetto.polyglot
import fianchetto.syzygy
from conftest import TESTDATA


def polyglot_expectations():
    book, fen, key, entries = None, None, None, []
    for line in (TESTDATA / "polyglot" / "expected.txt").read_text().splitlines():
        kind, _, rest = line.partition(" ")
        if kind == "book":
            book = rest
        elif kind == "fen":
            if fen is not None:
                yield book, fen, key, entries
            fen, entries = rest, []
        elif kind == "key":
            key = int(rest, 16)
        elif kind == "entry":
            uci, weight, learn = rest.split()
            entries.append((uci, int(weight), int(learn)))
    if fen is not None:
        yield book, fen, key, entries


def test_polyglot_lookups_agree_with_python_chess():
    readers = {}
    checked = 0
    for book, fen, key, entries in polyglot_expectations():
        reader = readers.setdefault(book, fianchetto.polyglot.open_reader(TESTDATA / "polyglot" / book))
        board = fianchetto.Board(fen, chess960="chess960" in book)
        assert fianchetto.polyglot.zobrist_hash(board) == key, fen
        found = [(e.move.uci(), e.weight, e.learn) for e in reader.find_all(board, minimum_weight=0)]
        assert found == entries, fen
        checked += 1
    assert checked > 100


def test_polyglot_find_and_get():
    with fianchetto.polyglot.open_reader(TESTDATA / "polyglot" / "performance.bin") as reader:
        assert len(reader) == 92_954
        best = reader.find(fianchetto.Board())
        assert best.weight == max(e.weight for e in reader.find_all(fianchetto.Board()))
        empty = fianchetto.Board("8/8/8/4k3/8/8/8/4K2R w - - 0 1")
        assert reader.get(empty) is None
        with pytest.raises(IndexError):
            reader.find(empty)
    with pytest.raises(OSError):
        fianchetto.polyglot.open_reader(TESTDATA / "polyglot")


def test_syzygy_probes_agree_with_python_chess():
    tablebase = fianchetto.syzygy.open_tablebase(TESTDATA / "syzygy" / "tables")
    lines = (TESTDATA / "syzygy" / "expected.tsv").read_text().splitlines()[1:]
    for line in lines[::7]:
        _table, _kind, fen, wdl, dtz = line.split("\t")
        board = fianchetto.Board(fen)
        assert tablebase.probe_wdl(board) == int(wdl), fen
        assert tablebase.probe_dtz(board) == int(dtz), fen
    assert len(lines) > 10_000


def test_syzygy_misses():
    tablebase = fianchetto.syzygy.open_tablebase(TESTDATA / "syzygy" / "tables")
    with pytest.raises(KeyError):
        tablebase.probe_wdl(fianchetto.Board())
    assert tablebase.get_wdl(fianchetto.Board()) is None
    assert tablebase.get_dtz(fianchetto.Board(), 7) == 7
