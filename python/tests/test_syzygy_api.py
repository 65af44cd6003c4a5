"""fianchetto.syzygy's python-chess API besides the probes themselves: table names, single
tables, the raw table probes, errors and variant tablebases. Expected values are python-chess
1.11.2's answers, written down here."""

import pytest

import fianchetto
import fianchetto.syzygy as syzygy
import fianchetto.variant
from conftest import TESTDATA

TABLES = TESTDATA / "syzygy" / "tables"


def test_table_names_count_as_python_chess_counts_them():
    assert len(list(syzygy.tablenames())) == 510
    assert len(list(syzygy.tablenames(piece_count=5))) == 145
    assert sorted(syzygy.tablenames(piece_count=3)) == ["KBvK", "KNvK", "KPvK", "KQvK", "KRvK"]
    antichess = list(syzygy.tablenames(one_king=False))
    assert len(antichess) == 8400
    assert sum(1 for name in antichess if len(name) == 7) == 5754
    names = set(syzygy.tablenames())
    assert all(syzygy.normalize_tablename(name) == name for name in names)


def test_normalizing_and_keys():
    assert syzygy.normalize_tablename("KvKQ") == "KQvK"
    assert syzygy.normalize_tablename("KNNvKBB") == "KBBvKNN"
    assert syzygy.normalize_tablename("KPvKR") == "KRvKP"
    assert syzygy.normalize_tablename("KRQvK") == "KQRvK"
    assert syzygy.normalize_tablename("KQvK", mirror=True) == "KvKQ"
    assert syzygy.normalize_tablename("PvK", mirror=True) == "PvK"
    board = fianchetto.Board("8/8/8/5N2/5K2/2kB4/8/8 b - - 0 1")
    assert syzygy.calc_key(board) == "KBNvK"
    assert syzygy.calc_key(board, mirror=True) == "KvKBN"
    assert syzygy.calc_key(fianchetto.Board()) == "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP"


def test_is_tablename_follows_python_chess():
    cases = {
        "KQvK": (True, True, True), "KvKQ": (False, False, True), "KvK": (False, True, False),
        "KKvK": (True, True, True), "QKvK": (False, False, False), "KQKvK": (False, False, True),
        "KQvk": (False, False, False), "KQvKvK": (False, False, False), "": (False, False, False),
    }
    for name, (default, antichess, unnormalized) in cases.items():
        assert syzygy.is_tablename(name) == default, name
        assert syzygy.is_tablename(name, one_king=False) == antichess, name
        assert syzygy.is_tablename(name, normalized=False) == unnormalized, name
    assert not syzygy.is_tablename("KPPPPPPvK")
    assert syzygy.is_tablename("KPPPPPPvK", piece_count=None)


def test_dependencies():
    assert sorted(syzygy.dependencies("KBNvK")) == ["KBvK", "KNvK"]
    assert sorted(syzygy.dependencies("KPvKP")) == ["KBvKP", "KNvKP", "KPvK", "KQvKP", "KRvKP"]
    assert sorted(syzygy.dependencies("PvK", one_king=False)) == ["KvB", "KvK", "KvN", "KvQ", "KvR"]
    assert sorted(syzygy.dependencies("BNvB", one_king=False)) == ["BvB", "BvN"]
    assert sorted(syzygy.all_dependencies(["KBNvK"])) == ["KBNvK", "KBvK", "KNvK"]
    assert [syzygy.dtz_before_zeroing(wdl) for wdl in range(-2, 3)] == [-1, -101, 0, 101, 1]


def test_raw_table_probes():
    with syzygy.open_tablebase(TABLES) as tables:
        # Black takes the rook, which White does not guard: the table does not know it.
        board = fianchetto.Board("8/8/8/8/8/8/2Rk4/K7 b - - 0 1")
        assert (tables.probe_wdl_table(board), tables.probe_wdl(board)) == (-2, 0)
        assert tables.probe_dtz_table(board, -2) == (0, -1)
        board = fianchetto.Board("8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1")
        assert tables.probe_dtz_table(board, -2) == (52, 1)
        assert (tables.probe_dtz_no_ep(board), tables.probe_dtz(board)) == (-53, -53)
        board = fianchetto.Board("8/1K6/1P6/8/8/8/6n1/7k w - - 0 1")
        assert tables.probe_dtz_table(board, 2) == (2, 1)
        assert tables.probe_dtz(board) == 3


def test_single_tables():
    wdl = syzygy.WdlTable(TABLES / "KBNvK.rtbw")
    wdl.init_table_wdl()
    assert wdl.probe_wdl_table(fianchetto.Board("8/8/1NkB4/8/7K/8/8/8 w - - 1 1")) == 0
    assert wdl.probe_wdl_table(fianchetto.Board("7B/5kNK/8/8/8/8/8/8 w - - 0 1")) == 2
    wdl.close()
    dtz = syzygy.DtzTable(TABLES / "KRvKN.rtbz")
    dtz.init_table_dtz()
    assert dtz.probe_dtz_table(fianchetto.Board("7n/6k1/4R3/4K3/8/8/8/8 b - - 1 1"), -2) == (8, 1)
    with pytest.raises(ValueError):
        syzygy.WdlTable(TESTDATA / "syzygy" / "README.md")


def test_loading_kinds_and_files(tmp_path):
    tables = syzygy.Tablebase(max_fds=2)
    assert tables.add_directory(TABLES, load_dtz=False) == tables.add_directory(TABLES, load_wdl=False)
    assert tables.add_file(TABLES / "KQvK.rtbw") == 1
    assert tables.add_file(TABLES / "KQvK.rtbw", load_wdl=False) == 0
    with pytest.raises(FileNotFoundError):
        tables.add_file(tmp_path / "KQvK.rtbw")
    with pytest.raises(FileNotFoundError):
        tables.add_directory(tmp_path / "missing")
    only_wdl = syzygy.open_tablebase(TABLES, load_dtz=False)
    board = fianchetto.Board("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")
    assert only_wdl.probe_wdl(board) == 2
    with pytest.raises(syzygy.MissingTableError, match="did not find dtz table KQvK"):
        only_wdl.probe_dtz(board)


def test_errors_as_python_chess_raises_them():
    tables = syzygy.Tablebase()
    assert issubclass(syzygy.MissingTableError, KeyError)
    with pytest.raises(syzygy.MissingTableError, match="did not find wdl table KQvK"):
        tables.probe_wdl(fianchetto.Board("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1"))
    with syzygy.open_tablebase(TABLES) as opened:
        with pytest.raises(KeyError) as castling:
            opened.probe_wdl(fianchetto.Board("r3k3/8/8/8/8/8/8/4K3 w q - 0 1"))
        assert not isinstance(castling.value, syzygy.MissingTableError)
        assert opened.get_dtz(fianchetto.Board()) is None
        assert opened.probe_wdl(fianchetto.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")) == 0


def test_variant_tablebases_find_tables_by_name(tmp_path):
    kvk = fianchetto.variant.AntichessBoard("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    with pytest.raises(KeyError, match="opened for chess, probed with: antichess"):
        syzygy.Tablebase().probe_dtz(kvk)
    tables = syzygy.Tablebase(VariantBoard=fianchetto.variant.AntichessBoard)
    with pytest.raises(syzygy.MissingTableError, match="did not find dtz table KvK"):
        tables.probe_dtz(kvk)
    (tmp_path / "KvK.stbz").write_bytes(b"")  # antichess keeps its pawnless tables as suicide's
    (tmp_path / "KvK.rtbz").write_bytes(b"")
    assert tables.add_directory(tmp_path) == 1
    with pytest.raises(NotImplementedError):
        tables.probe_dtz(kvk)
