"""The explorer from Python against python-chess counting the same games by hand."""

import collections

import chess
import chess.pgn
import pytest

import fianchetto
import fianchetto.index
from conftest import TESTDATA

FILES = [TESTDATA / "pgn" / "kasparov-deep-blue-1997.pgn", TESTDATA / "pgn" / "stockfish-learning.pgn"]


def python_chess_first_moves():
    """Each game's first move in SAN and its result, by python-chess; and for each first move,
    the Elo sums of its games with both Elos."""
    counts = collections.Counter()
    elo_sums = collections.defaultdict(list)
    games = 0
    for path in FILES:
        with open(path, encoding="utf-8") as text:
            while (game := chess.pgn.read_game(text)) is not None:
                games += 1
                moves = list(game.mainline_moves())
                if moves and game.board().fen() == chess.STARTING_FEN:
                    san = game.board().san(moves[0])
                    counts[(san, game.headers["Result"])] += 1
                    elos = [game.headers.get(tag, "").strip() for tag in ("WhiteElo", "BlackElo")]
                    if all(elo.isdigit() and 0 < int(elo) < 65536 for elo in elos):
                        elo_sums[san].append(sum(map(int, elos)))
    return games, counts, elo_sums


def test_explore_counts_what_python_chess_counts(tmp_path):
    games = fianchetto.index.build_index(FILES, tmp_path / "games.idx")
    expected_games, counts, elo_sums = python_chess_first_moves()
    assert games == expected_games
    index = fianchetto.index.open_index(tmp_path / "games.idx")
    assert len(index) == games
    answer = index.explore(fianchetto.Board(), top=3, recent=2)
    for line in answer["moves"]:
        assert line["white"] == counts[(line["san"], "1-0")], line
        assert line["black"] == counts[(line["san"], "0-1")], line
        assert line["draws"] == counts[(line["san"], "1/2-1/2")], line
        # lichess's averageRating: the mean of the games' mean Elo, rounded half up.
        sums = elo_sums[line["san"]]
        expected = (sum(sums) + len(sums)) // (2 * len(sums)) if sums else None
        assert line["average_rating"] == expected, line
    assert sum(line["games"] for line in answer["moves"]) == sum(counts.values())
    assert len(answer["top"]) <= 3 and len(answer["recent"]) <= 2
    first = answer["top"][0]
    assert index.read_pgn(first["id"]).startswith("[")


def test_explore_gives_lichess_s_average_rating(tmp_path):
    games = [
        ("2000", "2101", "1. e4 e5"),
        ("1500", "1500", "1. e4 c5"),
        ("1800", "?", "1. e4 e6"),  # one Elo: not in the mean
        ("2000", "2001", "1. d4 d5"),  # 2000.5, rounded up
        ("?", "?", "1. c4 e5"),
    ]
    pgn = "".join(f'[WhiteElo "{white}"]\n[BlackElo "{black}"]\n\n{moves} *\n\n' for white, black, moves in games)
    (tmp_path / "rated.pgn").write_text(pgn)
    fianchetto.index.build_index([tmp_path / "rated.pgn"], tmp_path / "rated.idx")
    answer = fianchetto.index.open_index(tmp_path / "rated.idx").explore(fianchetto.Board())
    # e4: the mean of 2050.5 and 1500.
    assert [(m["san"], m["games"], m["average_rating"]) for m in answer["moves"]] == [
        ("e4", 3, 1775),
        ("c4", 1, None),
        ("d4", 1, 2001),
    ]


def test_index_errors(tmp_path):
    with pytest.raises(OSError):
        fianchetto.index.build_index([tmp_path / "missing.pgn"], tmp_path / "out.idx")
    assert not (tmp_path / "out.idx").exists()
    (tmp_path / "junk.idx").write_bytes(b"not an index")
    with pytest.raises(OSError):
        fianchetto.index.open_index(tmp_path / "junk.idx")
    fianchetto.index.build_index([FILES[0]], tmp_path / "ok.idx")
    with pytest.raises(ValueError):
        fianchetto.index.open_index(tmp_path / "ok.idx").explore(fianchetto.Board(), speeds=["glacial"])
