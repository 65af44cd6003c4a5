"""The bitboards: `SquareSet`, the `BB_*` sets and tables, and the square and bitboard helpers.
The bulk expectations (`data/bitboards.json`) were generated with python-chess 1.11.2 as the
oracle; the table digests are SHA-256 of the tables as sorted JSON."""

import hashlib
import json
import pathlib

import pytest

import fianchetto as chess

DATA = json.loads((pathlib.Path(__file__).parent / "data" / "bitboards.json").read_text())
SAMPLES = DATA["samples"]


def digest(table):
    return hashlib.sha256(json.dumps(table, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("name", sorted(DATA["table_digests"]))
def test_attack_tables_match_python_chess(name):
    table = getattr(chess, name)
    if isinstance(table[0], dict):
        table = [sorted(entry.items()) for entry in table]
    assert digest(table) == DATA["table_digests"][name]


@pytest.mark.parametrize("name", sorted(DATA["named"]))
def test_named_sets(name):
    assert getattr(chess, name) == DATA["named"][name]


def test_single_squares_files_and_ranks():
    assert chess.BB_A1 == 1 and chess.BB_H8 == 1 << 63 and chess.BB_E4 == 1 << chess.E4
    assert chess.BB_SQUARES == [1 << square for square in chess.SQUARES]
    assert chess.BB_FILE_A == 0x0101_0101_0101_0101 and chess.BB_FILE_H == chess.BB_FILE_A << 7
    assert chess.BB_RANK_1 == 0xFF and chess.BB_RANK_8 == 0xFF << 56
    assert chess.BB_FILES[4] == chess.BB_FILE_E and chess.BB_RANKS[3] == chess.BB_RANK_4


@pytest.mark.parametrize("name", sorted(DATA["shifts"]))
def test_shifts(name):
    assert [getattr(chess, name)(bb) for bb in SAMPLES] == DATA["shifts"][name]


@pytest.mark.parametrize("name", sorted(DATA["flips"]))
def test_flips(name):
    flip = getattr(chess, name)
    assert [flip(bb) for bb in SAMPLES] == DATA["flips"][name]
    squares = chess.SquareSet(SAMPLES[3])
    assert flip(squares) == flip(SAMPLES[3]) and int(squares) == SAMPLES[3]


def test_scans_and_counts():
    assert [chess.lsb(bb) for bb in SAMPLES] == DATA["lsb"]
    assert [chess.msb(bb) for bb in SAMPLES] == DATA["msb"]
    assert [chess.popcount(bb) for bb in SAMPLES] == DATA["popcount"]
    assert list(chess.scan_forward(chess.BB_CORNERS)) == [chess.A1, chess.H1, chess.A8, chess.H8]
    assert list(chess.scan_reversed(chess.BB_CORNERS)) == [chess.H8, chess.A8, chess.H1, chess.A1]
    assert list(chess.scan_forward(0)) == []


def test_square_distances():
    assert chess.square_distance(chess.B2, chess.G4) == 5
    assert chess.square_manhattan_distance(chess.B2, chess.G4) == 7
    assert chess.square_mirror(chess.E2) == chess.E7
    assert [
        [chess.square_knight_distance(a, b) for b in chess.SQUARES] for a in chess.SQUARES
    ] == DATA["knight_distance"]


def test_rays_and_between():
    assert [[chess.between(a, b) for b in chess.SQUARES] for a in chess.SQUARES] == DATA["between"]
    assert chess.ray(chess.B2, chess.D4) == 0x8040_2010_0804_0201
    assert chess.ray(chess.A1, chess.B3) == 0 and chess.ray(chess.C3, chess.C3) == 0
    assert chess.SquareSet.between(chess.A1, chess.A4) == chess.BB_A2 | chess.BB_A3
    assert chess.SquareSet.ray(chess.E1, chess.E2) == chess.BB_FILE_E


def test_bad_squares_raise():
    with pytest.raises(IndexError):
        chess.between(0, 64)
    with pytest.raises(IndexError):
        chess.square_knight_distance(-1, 0)
    with pytest.raises(IndexError):
        chess.SquareSet().add(64)
    with pytest.raises(IndexError):
        chess.SquareSet([chess.A1, 99])
    with pytest.raises(TypeError):
        chess.SquareSet(["a1"])
    with pytest.raises(IndexError):
        chess.SquareSet.from_square(-1)


def test_square_set_text():
    for bb, text in DATA["repr"].items():
        assert repr(chess.SquareSet(int(bb))) == text
    for bb, text in DATA["str"].items():
        assert str(chess.SquareSet(int(bb))) == text


def test_square_set_takes_bitboards_and_squares():
    assert chess.SquareSet([chess.E4, chess.D5]) == chess.BB_E4 | chess.BB_D5
    assert chess.SquareSet(chess.SquareSet(chess.BB_CENTER)).mask == chess.BB_CENTER
    assert chess.SquareSet(-1) == chess.BB_ALL
    assert chess.SquareSet(1 << 64) == chess.BB_EMPTY
    assert chess.SquareSet(chess.BB_CORNERS) == [chess.A1, chess.H1, chess.A8, chess.H8]
    assert chess.SquareSet() != "not squares"


def test_square_set_is_a_mutable_set():
    squares = chess.SquareSet()
    squares.add(chess.C3)
    squares.update([chess.A1], chess.BB_H8)
    assert list(squares) == [chess.A1, chess.C3, chess.H8]
    assert list(reversed(squares)) == [chess.H8, chess.C3, chess.A1]
    assert len(squares) == 3 and bool(squares) and chess.C3 in squares and chess.D3 not in squares
    assert squares.pop() == chess.A1
    with pytest.raises(KeyError):
        squares.remove(chess.A1)
    squares.discard(chess.A1)
    squares.difference_update([chess.C3])
    assert squares == chess.BB_H8
    squares.clear()
    with pytest.raises(KeyError):
        squares.pop()
    with pytest.raises(TypeError):
        hash(squares)


def test_square_set_operators():
    rank = chess.SquareSet(chess.BB_RANK_3)
    assert rank & chess.BB_FILE_B == chess.BB_B3
    assert rank - [chess.A3] == chess.BB_RANK_3 & ~chess.BB_A3
    assert ~rank == chess.BB_ALL ^ chess.BB_RANK_3
    assert rank << 8 == chess.BB_RANK_4 and rank >> 16 == chess.BB_RANK_1
    assert chess.SquareSet(chess.BB_RANK_8) << 8 == chess.BB_EMPTY
    assert rank.issuperset([chess.C3]) and rank.issubset(chess.BB_ALL)
    assert rank.isdisjoint(chess.BB_RANK_4)
    rank ^= chess.BB_A3
    rank -= chess.BB_B3
    assert rank == chess.BB_RANK_3 & ~(chess.BB_A3 | chess.BB_B3)
    assert hex(rank) == hex(int(rank)) and bin(chess.SquareSet(5)) == "0b101"


def test_square_set_views():
    squares = chess.SquareSet(chess.BB_A1 | chess.BB_C2)
    assert sorted(squares.carry_rippler()) == [0, chess.BB_A1, chess.BB_C2, int(squares)]
    assert squares.mirror() == chess.BB_A8 | chess.BB_C7
    listed = squares.tolist()
    assert len(listed) == 64 and listed[chess.C2] and listed.count(True) == 2
    assert squares.copy() == squares and squares.copy() is not squares
