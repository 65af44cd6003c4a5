"""fianchetto.syzygy's probes of variant tables: atomic and giveaway/antichess (WDL and DTZ),
against python-chess 1.11.2's answers in
testdata/syzygy/atomic.tsv and giveaway.tsv (see testdata/syzygy/README.md)."""

import csv
from collections import defaultdict

import pytest

import fianchetto.syzygy as syzygy
import fianchetto.variant
from conftest import TESTDATA

SYZYGY = TESTDATA / "syzygy"


def rows_by_table(name):
    """The rows of ``name``.tsv, grouped by table: {table: [(fen, wdl, dtz)]}."""
    grouped = defaultdict(list)
    with open(SYZYGY / f"{name}.tsv", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            grouped[row["table"]].append((row["fen"], int(row["wdl"]), int(row["dtz"])))
    return grouped


ATOMIC = rows_by_table("atomic")
GIVEAWAY = rows_by_table("giveaway")


@pytest.fixture(scope="module")
def atomic_tables():
    with syzygy.open_tablebase(SYZYGY / "atomic", VariantBoard=fianchetto.variant.AtomicBoard) as tables:
        yield tables


@pytest.fixture(scope="module")
def antichess_tables():
    with syzygy.open_tablebase(SYZYGY / "giveaway", VariantBoard=fianchetto.variant.AntichessBoard) as tables:
        yield tables


def test_the_data_is_all_there():
    assert sum(map(len, ATOMIC.values())) == 520 and len(ATOMIC) == 13
    assert sum(map(len, GIVEAWAY.values())) == 1920 and len(GIVEAWAY) == 96


@pytest.mark.parametrize("table", sorted(ATOMIC))
def test_atomic_probes_agree_with_python_chess(atomic_tables, table):
    for fen, wdl, dtz in ATOMIC[table]:
        board = fianchetto.variant.AtomicBoard(fen)
        assert (atomic_tables.probe_wdl(board), atomic_tables.probe_dtz(board)) == (wdl, dtz), fen


@pytest.mark.parametrize("table", sorted(GIVEAWAY))
def test_antichess_probes_agree_with_python_chess(antichess_tables, table):
    for fen, wdl, dtz in GIVEAWAY[table]:
        board = fianchetto.variant.AntichessBoard(fen)
        assert (antichess_tables.probe_wdl(board), antichess_tables.probe_dtz(board)) == (wdl, dtz), fen


def test_atomic_tables_count_and_refuse_other_boards(atomic_tables):
    assert syzygy.Tablebase(VariantBoard=fianchetto.variant.AtomicBoard).add_directory(SYZYGY / "atomic") == 26
    # The standard tables' files are not atomic's.
    assert syzygy.Tablebase(VariantBoard=fianchetto.variant.AtomicBoard).add_directory(SYZYGY / "tables") == 0
    with pytest.raises(KeyError, match="opened for atomic, probed with: chess"):
        atomic_tables.probe_wdl(fianchetto.Board("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1"))
    assert atomic_tables.get_wdl(fianchetto.variant.AntichessBoard("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")) is None


def test_atomic_missing_tables_raise_as_python_chess_raises():
    tables = syzygy.Tablebase(VariantBoard=fianchetto.variant.AtomicBoard)
    board = fianchetto.variant.AtomicBoard("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")
    with pytest.raises(syzygy.MissingTableError, match="did not find wdl table KQvK"):
        tables.probe_wdl(board)
    assert tables.get_dtz(board) is None


def test_atomic_raw_table_probes(atomic_tables):
    board = fianchetto.variant.AtomicBoard("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")
    assert atomic_tables.probe_wdl_table(board) == 2
    plies, side = atomic_tables.probe_dtz_table(board, 2)
    assert side in (1, -1)
    with pytest.raises(NotImplementedError, match="standard chess"):
        atomic_tables.probe_dtz_no_ep(board)


# python-chess 1.11.2's answers with GiveawayBoard: (fen, wdl, dtz).
GIVEAWAY_LITERALS = [
    ("8/8/8/8/8/2n5/8/R7 w - - 0 1", 2, 2),
    ("8/8/3k4/8/8/8/1Q6/8 b - - 0 1", 2, 2),
    ("8/8/8/4b3/8/8/1R6/4N3 w - - 0 1", 2, 2),
    ("8/8/8/4b3/8/8/1R6/4N3 b - - 0 1", 2, 1),
    ("8/8/8/8/8/2p5/8/R7 w - - 0 1", 2, 3),
    ("8/8/8/8/8/2p5/8/R7 b - - 0 1", -2, -1),
]


@pytest.mark.parametrize("fen, wdl, dtz", GIVEAWAY_LITERALS)
def test_giveaway_board_reads_antichess_tables(fen, wdl, dtz):
    with syzygy.open_tablebase(SYZYGY / "giveaway", VariantBoard=fianchetto.variant.GiveawayBoard) as tables:
        board = fianchetto.variant.GiveawayBoard(fen)
        assert (tables.probe_wdl(board), tables.probe_dtz(board)) == (wdl, dtz)


@pytest.mark.parametrize("fen, wdl, dtz", [row for row in GIVEAWAY_LITERALS if "p" not in row[0]])
def test_suicide_reads_the_pawnless_giveaway_tables(fen, wdl, dtz):
    # Without pawns and with no side stalemated, suicide's game is giveaway's.
    tables = syzygy.open_tablebase(SYZYGY / "giveaway", VariantBoard=fianchetto.variant.SuicideBoard)
    board = fianchetto.variant.SuicideBoard(fen)
    assert (tables.probe_wdl(board), tables.probe_dtz(board)) == (wdl, dtz)
    with pytest.raises(syzygy.MissingTableError, match="did not find wdl table RvP"):
        # The suicide set's pawn tables are .stbw files, which are not there.
        tables.probe_wdl(fianchetto.variant.SuicideBoard("8/8/8/8/8/2p5/8/R7 w - - 0 1"))
