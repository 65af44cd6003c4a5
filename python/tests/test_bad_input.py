"""No input crashes the interpreter: random bytes and mangled text into every parser raise
ValueError (or its subclasses) or OSError, never anything else."""

import random

import pytest

import fianchetto
import fianchetto.pgn
import fianchetto.variant

SEED_TEXTS = [
    fianchetto.STARTING_FEN,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 3+3 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
    "e2e4",
    "e7e8q",
    "N@f3",
    "O-O-O",
    "Nbd7",
    "exd8=Q+",
    '[Event "x"]\n\n1. e4 { [%clk 0:01:00] [%eval -1.5] } e5 (1... c5 2. Nf3) 2. Nf3 1-0\n',
]


def mutations(rng: random.Random, count: int):
    alphabet = "abcdefgh12345678KQRBNPkqrbnp/-+= @#[]{}()%.\n\t\"\\0x\x00\xff€"
    for _ in range(count):
        kind = rng.random()
        if kind < 0.3:
            yield "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        elif kind < 0.5:
            yield bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40))).decode("latin-1")
        else:
            text = list(rng.choice(SEED_TEXTS))
            for _ in range(rng.randrange(1, 4)):
                if text and rng.random() < 0.5:
                    del text[rng.randrange(len(text))]
                else:
                    text.insert(rng.randrange(len(text) + 1), rng.choice(alphabet))
            yield "".join(text)


def test_parsers_raise_value_errors_only():
    rng = random.Random("fianchetto-bad-input")
    boards = [fianchetto.Board(), fianchetto.variant.CrazyhouseBoard(), fianchetto.Board(chess960=True)]
    for text in mutations(rng, 3000):
        for parse in (
            lambda: fianchetto.Board(text),
            lambda: fianchetto.variant.ThreeCheckBoard(text),
            lambda: fianchetto.Move.from_uci(text),
            lambda: fianchetto.Piece.from_symbol(text),
            *(lambda b=b: b.copy().push_san(text) for b in boards),
            *(lambda b=b: b.copy().push_uci(text) for b in boards),
            *(lambda b=b: b.parse_san(text) for b in boards),
        ):
            try:
                parse()
            except ValueError:
                pass


def test_bad_numbers_raise():
    for call in (
        lambda: fianchetto.Board().piece_at(64),
        lambda: fianchetto.Board().piece_at(-1),
        lambda: fianchetto.Move(0, 64),
        lambda: fianchetto.Move(0, 1, promotion=9),
        lambda: fianchetto.Piece(0, True),
    ):
        with pytest.raises((ValueError, IndexError)):
            call()
    with pytest.raises((ValueError, OverflowError)):
        fianchetto.Board.from_chess960_pos(-1)


def test_random_bytes_as_pgn_read_without_a_crash(tmp_path):
    rng = random.Random("fianchetto-pgn-bytes")
    good = SEED_TEXTS[-1].encode()
    for case in range(40):
        noise = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 4000)))
        cut = rng.randrange(len(good) + 1)
        path = tmp_path / f"case{case}.pgn"
        path.write_bytes(good + noise + good[:cut] + b"\n\n" + good)
        games = list(fianchetto.pgn.read_games(path, threads=2))
        # The last game, after the junk, is whole.
        assert [m.uci() for m in games[-1].mainline_moves()] == ["e2e4", "e7e5", "g1f3"]
        table = fianchetto.pgn.to_arrow(path, threads=2)
        assert table.num_rows == len(games)


def test_a_file_cut_short_keeps_what_it_has(tmp_path):
    path = tmp_path / "cut.pgn"
    path.write_bytes(SEED_TEXTS[-1].encode() * 3 + b"1. d4 d5 2. c4 {unterminated")
    games = list(fianchetto.pgn.read_games(path))
    assert len(games) == 4
    assert [m.uci() for m in games[-1].mainline_moves()] == ["d2d4", "d7d5", "c2c4"]


def test_random_bytes_as_book_index_and_table_files(tmp_path):
    import fianchetto.index
    import fianchetto.polyglot
    import fianchetto.syzygy

    rng = random.Random("fianchetto-files")
    for case in range(30):
        data = bytes(rng.randrange(256) for _ in range(rng.choice([0, 15, 16, 160, 1000])))
        book = tmp_path / f"book{case}.bin"
        book.write_bytes(data)
        try:
            reader = fianchetto.polyglot.open_reader(book)
        except OSError:
            pass
        else:
            reader.find_all(fianchetto.Board(), minimum_weight=0)
        index = tmp_path / f"index{case}.idx"
        index.write_bytes(b"FIANCHETTO-INDEX"[: rng.randrange(17)] + data)
        with pytest.raises(OSError):
            fianchetto.index.open_index(index)
        tables = tmp_path / f"tables{case}"
        tables.mkdir()
        (tables / "KQvK.rtbw").write_bytes(data)
        try:
            tablebase = fianchetto.syzygy.open_tablebase(tables)
            tablebase.probe_wdl(fianchetto.Board("8/8/8/8/8/4k3/8/KQ6 w - - 0 1"))
        except (OSError, KeyError):
            pass


def test_absurd_thread_counts_are_refused(tmp_path):
    import fianchetto.index

    path = tmp_path / "one.pgn"
    path.write_text(SEED_TEXTS[-1])
    for call in (
        lambda: fianchetto.pgn.read_games(path, threads=1 << 58),
        lambda: fianchetto.pgn.to_arrow(path, threads=5000),
        lambda: fianchetto.index.build_index([path], tmp_path / "x.idx", threads=1 << 40),
    ):
        with pytest.raises(ValueError):
            call()
    with pytest.raises((ValueError, OverflowError)):
        fianchetto.pgn.read_games(path, threads=-1)
    assert len(list(fianchetto.pgn.read_games(path, threads=3))) == 1
