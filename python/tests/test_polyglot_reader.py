"""fianchetto.polyglot's reader API (python-chess's MemoryMappedReader): indexing, lookups by
board and by key, exclusions and the two random choices. The expected values are python-chess
1.11.2's answers for the same book, written down here."""

import os
import struct

import pytest

import fianchetto
import fianchetto.polyglot
from fianchetto import Move
from fianchetto.polyglot import Entry

START_KEY = 0x463B96181691FC9C


def raw_move(from_square, to_square, promotion_bits=0):
    return promotion_bits << 12 | from_square << 6 | to_square


# One position's entries as a careless writer might store them: an illegal move (e2e5), a
# promotion that cannot be (pawn to e4 "as a king", as a queen), a weight-0 move, a second e2e4
# and a move that goes nowhere (e2e2).
CRAFTED = [
    (START_KEY, raw_move(12, 36), 5, 0),
    (START_KEY, raw_move(12, 28), 3, 0),
    (START_KEY, raw_move(12, 28, 5), 1, 0),
    (START_KEY, raw_move(12, 28, 4), 2, 0),
    (START_KEY, raw_move(1, 18), 0, 7),
    (START_KEY, raw_move(12, 28), 1, 1),
    (START_KEY, raw_move(12, 12), 4, 0),
]


@pytest.fixture
def crafted(tmp_path):
    path = tmp_path / "crafted.bin"
    path.write_bytes(b"".join(struct.pack(">QHHI", *entry) for entry in CRAFTED))
    with fianchetto.polyglot.open_reader(path) as reader:
        yield reader


class Mock:
    """A random generator that answers `pick(first, last)` and records the calls."""

    def __init__(self, pick):
        self.pick = pick
        self.calls = []

    def randint(self, first, last):
        self.calls.append((first, last))
        return self.pick(first, last)


def summary(entries):
    return [(entry.raw_move, entry.weight, entry.move.uci()) for entry in entries]


def test_entries_by_index_read_moves_without_a_board(crafted):
    assert len(crafted) == 7
    assert summary(crafted) == [
        (804, 5, "e2e5"), (796, 3, "e2e4"), (21276, 1, "e2e4k"), (17180, 2, "e2e4q"),
        (82, 0, "b1c3"), (796, 1, "e2e4"), (780, 4, "e2e2"),
    ]
    assert crafted[-7] == crafted[0]
    assert list(reversed(crafted))[0] == crafted[6]
    with pytest.raises(IndexError):
        crafted[-8]
    with pytest.raises(IndexError):
        crafted[7]
    assert isinstance(crafted[0], tuple)
    assert crafted[0]._fields == ("key", "raw_move", "weight", "learn", "move")


def test_lookups_by_board_keep_legal_moves_and_by_key_keep_all(crafted):
    board = fianchetto.Board()
    assert summary(crafted.find_all(board, minimum_weight=0)) == [
        (796, 3, "e2e4"), (82, 0, "b1c3"), (796, 1, "e2e4"),
    ]
    assert summary(crafted.find_all(START_KEY, minimum_weight=3)) == [
        (804, 5, "e2e5"), (796, 3, "e2e4"), (780, 4, "e2e2"),
    ]
    assert len(list(crafted.find_all(START_KEY, minimum_weight=0))) == 7
    assert crafted.find(board, minimum_weight=0).learn == 0
    assert crafted.find(START_KEY).move == Move.from_uci("e2e5")
    assert crafted.get(board, minimum_weight=9) is None
    sentinel = Entry(0, 0, 0, 0, Move.null())
    assert crafted.get(board, sentinel, minimum_weight=9) is sentinel
    with pytest.raises(IndexError):
        crafted.find(board, exclude_moves=[Move.from_uci("e2e4")])


def test_membership_compares_whole_entries(crafted):
    assert all(entry in crafted for entry in crafted)
    assert Entry(START_KEY, 796, 3, 0, Move.null()) not in crafted
    assert crafted[1]._replace(weight=9) not in crafted
    assert "e2e4" not in crafted


def test_choices_call_randint_as_python_chess_does(crafted):
    board = fianchetto.Board()
    for pick, uniform, weighted in [
        (lambda first, last: first, ("e2e4", 0), ("e2e4", 0)),
        (lambda first, last: last, ("e2e4", 1), ("e2e4", 1)),
        (lambda first, last: 1, ("b1c3", 7), ("e2e4", 0)),
    ]:
        mock = Mock(pick)
        entry = crafted.choice(board, minimum_weight=0, random=mock)
        assert (entry.move.uci(), entry.learn) == uniform
        assert mock.calls == [(0, 1), (0, 2)]
        mock = Mock(pick)
        entry = crafted.weighted_choice(board, random=mock)
        assert (entry.move.uci(), entry.learn) == weighted
        assert mock.calls == [(0, 3)]
    learns = [crafted.weighted_choice(board, random=Mock(lambda a, b, v=v: v)).learn for v in range(4)]
    assert learns == [0, 0, 0, 1]
    with pytest.raises(IndexError):
        crafted.weighted_choice(board, exclude_moves=[Move.from_uci("e2e4")], random=Mock(min))
    empty = fianchetto.Board("8/8/8/8/8/8/8/K1k5 w - - 0 1")
    with pytest.raises(IndexError):
        crafted.choice(empty)


def test_weighted_choice_boundaries_on_a_real_book():
    from conftest import TESTDATA

    board = fianchetto.Board("r1bqr1k1/pp1nbppp/2p2n2/3p2B1/3P4/2NBP3/PPQ1NPPP/R3K2R w KQ - 5 10")
    with fianchetto.polyglot.open_reader(TESTDATA / "polyglot" / "performance.bin") as book:
        # Weights 159, 18 and 16: castling short, long, h3.
        picks = {v: book.weighted_choice(board, random=Mock(lambda a, b, v=v: v)).move.uci() for v in [158, 159, 176, 177, 192]}
        assert picks == {158: "e1g1", 159: "e1c1", 176: "e1c1", 177: "h2h3", 192: "h2h3"}
        by_key = [entry.move.uci() for entry in book.find_all(fianchetto.polyglot.zobrist_hash(board))]
        assert by_key == ["e1h1", "e1a1", "h2h3"]
        assert len(book) == 92_954
        assert book[0].move == Move.from_uci("a8b8")
        assert book[-1].move == Move.from_uci("f2f4")


def test_null_device_is_an_empty_book_and_a_missing_file_is_not_found(tmp_path):
    with fianchetto.polyglot.open_reader(os.devnull) as book:
        assert len(book) == 0
        assert list(book.find_all(fianchetto.Board())) == []
    with pytest.raises(FileNotFoundError):
        fianchetto.polyglot.open_reader(tmp_path / "missing.bin")
    odd = tmp_path / "odd.bin"
    odd.write_bytes(b"x" * 20)
    with pytest.raises(OSError):
        fianchetto.polyglot.open_reader(odd)
