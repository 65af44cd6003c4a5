"""read_games and to_arrow against python-chess 1.11.2's reading: live on the real collections
and the dialect files, and by committed digests on the 20,000-game corpus."""

import io
import threading
import time

import chess
import chess.pgn
import pyarrow
import pytest

import fianchetto.pgn
from conftest import TESTDATA
from corpus_digest import digest

CORPUS = TESTDATA / "corpus" / "games-20k.pgn.zst"
COLLECTIONS = sorted((TESTDATA / "pgn").glob("*.pgn"))
DIALECTS = sorted((TESTDATA / "dialects").glob("*.pgn"))
# read_games replays the mainline and skips side variations unread (as `fianchetto export`
# does), so a broken move inside a variation breaks nothing; python-chess reads variations
# and reports it. These games read the same mainline with no error.
ERRORS_ONLY_IN_VARIATIONS = {
    ("illegal-move.pgn", "Broken move in the last side variation"),
    ("variation-error.pgn", "Broken move in a variation, mainline goes on"),
    ("variation-error.pgn", "Broken move in a nested variation"),
    ("variation-error.pgn", "Broken variation, then a second variation"),
}


def ours(game) -> str:
    evals = [None if e is None else (e.score(), e.mate()) for e in game.evals()]
    moves = [m.uci() for m in game.mainline_moves()]
    return digest(game.headers, moves, game.clocks(), evals, bool(game.errors))


def python_chess(game) -> str:
    moves, clocks, evals = [], [], []
    board = game.board()
    for node in game.mainline():
        moves.append(board.uci(node.move))
        board.push(node.move)
        clocks.append(node.clock())
        score = node.eval()
        evals.append(None if score is None else (score.white().score(), score.white().mate()))
    return digest(dict(game.headers), moves, clocks, evals, bool(game.errors))


def python_chess_digests(path):
    with open(path, encoding="utf-8-sig", errors="replace") as text:
        digests = []
        while (game := chess.pgn.read_game(text)) is not None:
            digests.append(python_chess(game))
    return digests


ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]


@pytest.mark.parametrize("path", COLLECTIONS, ids=lambda p: p.name)
def test_headers_are_python_chess_s_roster_defaults_included(path):
    with open(path, encoding="utf-8-sig", errors="replace") as text:
        theirs = []
        while (game := chess.pgn.read_game(text)) is not None:
            theirs.append(dict(game.headers))
    mine = [game.headers for game in fianchetto.pgn.read_games(path)]
    assert [list(headers)[:7] for headers in mine] == [ROSTER] * len(mine)
    assert mine == theirs


@pytest.mark.parametrize("path", COLLECTIONS, ids=lambda p: p.name)
def test_real_collections_read_as_python_chess_reads_them(path):
    digests = [ours(game) for game in fianchetto.pgn.read_games(path, threads=2)]
    assert digests == python_chess_digests(path)


@pytest.mark.parametrize("path", DIALECTS, ids=lambda p: p.name)
def test_dialects_read_as_expected(path):
    # python-chess's mainlines, or fianchetto's where it deliberately reads better (the
    # folder's README says why, case by case).
    expected = path.with_suffix(".fianchetto")
    if not expected.exists():
        expected = path.with_suffix(".expected")
    rows = [line.split("\t") for line in expected.read_text(encoding="utf-8").splitlines()]
    games = list(fianchetto.pgn.read_games(path))
    assert len(games) == len(rows)
    for game, (status, event, moves) in zip(games, rows):
        if (path.name, event) in ERRORS_ONLY_IN_VARIATIONS:
            assert status == "error"
            status = "ok"
        assert ("error" if game.errors else "ok") == status, (event, game.errors)
        assert " ".join(m.uci() for m in game.mainline_moves()) == moves, event


def test_the_corpus_reads_as_python_chess_reads_it():
    expected = (TESTDATA.parent / "python" / "tests" / "data" / "corpus-20k.expected").read_text().split()
    expected = dict(zip(map(int, expected[0::2]), expected[1::2]))
    games = list(fianchetto.pgn.read_games(CORPUS))
    assert len(games) == len(expected) == 20_000
    for game in games:
        assert ours(game) == expected[game.number], f"game {game.number}"


def test_a_game_ends_in_an_outcome_and_chess960_writes_x_fen(tmp_path):
    path = tmp_path / "games.pgn"
    path.write_text(
        '[White "Fool"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n'
        '[Variant "Chess960"]\n\n1. e4 e5 *\n'
    )
    mate, chess960 = fianchetto.pgn.read_games(str(path))
    assert mate.outcome == fianchetto.Outcome(fianchetto.Termination.CHECKMATE, fianchetto.BLACK)
    assert chess960.outcome is None
    # One FEN per position: X-FEN, as python-chess's Board.fen() writes it in Chess960 too.
    assert chess960.final_fen == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"


def test_a_broken_last_tag_line_costs_no_game(tmp_path):
    path = tmp_path / "games.pgn"
    path.write_text('[Event "A"]\n[Black\n\n\n[Event "B"]\n\n1. e4 e5 *\n')
    games = list(fianchetto.pgn.read_games(str(path)))
    assert [game.headers.get("Event") for game in games] == ["A", "B"]
    assert [str(m) for m in games[1].mainline_moves()] == ["e2e4", "e7e5"]
    handle = io.StringIO(path.read_text())
    reference = [chess.pgn.read_game(handle), chess.pgn.read_game(handle)]
    assert [game.headers["Event"] for game in reference] == ["A", "B"]


def test_errors_keep_the_moves_before_them():
    text = (TESTDATA / "dialects" / "illegal-move.pgn")
    games = list(fianchetto.pgn.read_games(text))
    broken = games[0]
    assert len(broken.errors) == 1
    assert isinstance(broken.errors[0], fianchetto.IllegalMoveError)
    assert [m.uci() for m in broken.mainline_moves()][-1] == "d4e4"
    assert not games[1].errors
    assert any(isinstance(g.errors[0], fianchetto.AmbiguousMoveError) for g in games if g.errors)


def test_game_boards_start_where_the_tags_say(tmp_path):
    path = tmp_path / "start.pgn"
    path.write_text(
        '[Variant "Atomic"]\n\n1. e4 d5 *\n\n'
        '[Variant "Chess960"]\n[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]\n\n1. f4 *\n'
    )
    atomic, chess960 = fianchetto.pgn.read_games(path)
    assert type(atomic.board()).__name__ == "AtomicBoard"
    assert chess960.board().chess960 and chess960.board().fen().startswith("bbqnnrkr")
    assert atomic.final_fen == "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"


def test_to_arrow_holds_what_read_games_reads():
    table = fianchetto.pgn.to_arrow(CORPUS)
    assert isinstance(table, pyarrow.Table)
    assert table.num_rows == 20_000
    games = list(fianchetto.pgn.read_games(CORPUS))
    assert table.column("moves_uci").to_pylist() == [[m.uci() for m in g.mainline_moves()] for g in games]
    assert table.column("moves_san").to_pylist() == [g.mainline_san() for g in games]
    assert table.column("clocks").to_pylist() == [g.clocks() for g in games]
    assert table.column("evals_cp").to_pylist() == [[e and e.score() for e in g.evals()] for g in games]
    assert table.column("evals_mate").to_pylist() == [[e and e.mate() for e in g.evals()] for g in games]
    assert table.column("White").to_pylist() == [g.headers.get("White") for g in games]
    assert table.column("WhiteElo").to_pylist() == [int(g.headers["WhiteElo"]) for g in games]
    assert table.column("final_fen").to_pylist() == [g.final_fen for g in games]
    assert table.column("game").to_pylist() == list(range(1, 20_001))


def test_to_arrow_plies_has_a_row_a_position():
    games = list(fianchetto.pgn.read_games(TESTDATA / "pgn" / "kasparov-deep-blue-1997.pgn"))
    table = fianchetto.pgn.to_arrow(TESTDATA / "pgn" / "kasparov-deep-blue-1997.pgn", plies=True)
    assert table.num_rows == sum(len(g.mainline_moves()) + 1 for g in games)
    assert table.column("uci").to_pylist()[:2] == [m.uci() for m in games[0].mainline_moves()[:2]]


def test_arrow_stream_is_read_by_polars_and_duckdb_as_it_is():
    polars = pytest.importorskip("polars")
    duckdb = pytest.importorskip("duckdb")
    frame = polars.from_arrow(fianchetto.pgn.to_arrow(TESTDATA / "pgn" / "kasparov-deep-blue-1997.pgn"))
    assert frame.height == 6
    stream = fianchetto.pgn.arrow_stream(TESTDATA / "pgn" / "kasparov-deep-blue-1997.pgn")
    relation = duckdb.from_arrow(stream)
    assert relation.aggregate("count(*)").fetchall() == [(6,)]
    # Each read of the stream reads the file anew.
    assert pyarrow.RecordBatchReader.from_stream(stream).read_all().num_rows == 6


def test_missing_and_unreadable_files_raise_oserror(tmp_path):
    with pytest.raises(OSError):
        fianchetto.pgn.read_games(tmp_path / "none.pgn")
    with pytest.raises(OSError):
        fianchetto.pgn.to_arrow(tmp_path / "none.pgn")
    with pytest.raises(OSError):
        list(fianchetto.pgn.read_games(tmp_path))


def test_reading_releases_the_gil():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.0005)

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        time.sleep(0.05)
        for read in (lambda: fianchetto.pgn.to_arrow(CORPUS, threads=2), lambda: list(fianchetto.pgn.read_games(CORPUS, threads=2))):
            start = time.perf_counter()
            read()
            end = time.perf_counter()
            middle = [t for t in ticks if start + (end - start) * 0.25 < t < end - (end - start) * 0.25]
            # Ticking every half millisecond, a thread that could run through the read ticks
            # hundreds of times in its middle half; one locked out by the GIL, never.
            assert len(middle) > 20, (end - start, len(middle))
    finally:
        stop.set()
        ticker.join()
