"""fianchetto.engine: scores and their WDL models, info lines, the UCI state machine over a
scripted transport, and a real process (a small fake engine) that misbehaves. Expected values
come from python-chess 1.11.2 run as an oracle."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

import fianchetto
import fianchetto.engine as engine

FAKE = [sys.executable, str(Path(__file__).parent / "data" / "fake_uci_engine.py")]


def test_scores_order_from_being_mated_to_mating():
    order = [engine.Mate(-0), engine.Mate(-2), engine.Mate(-40), engine.Cp(-5), engine.Cp(7),
             engine.Mate(12), engine.Mate(3), engine.MateGiven]
    assert sorted(reversed(order)) == order
    assert [str(score) for score in order] == ["#-0", "#-2", "#-40", "-5", "+7", "#+12", "#+3", "#+0"]
    assert repr(engine.Mate(-0)) == "Mate(-0)" and repr(engine.Cp(7)) == "Cp(+7)"
    assert -engine.MateGiven == engine.Mate(0) and -engine.Mate(0) is engine.MateGiven
    assert engine.Mate(3).score(mate_score=1000) == 997
    assert engine.Mate(-3).score(mate_score=1000) == -997
    assert engine.Mate(3).score() is None


@pytest.mark.parametrize(
    ("model", "cp", "ply", "expected"),
    [
        ("sf12", 75, 40, (290, 694, 16)),
        ("sf14", -210, 10, (0, 168, 832)),
        ("sf15.1", 35, 60, (28, 971, 1)),
        ("sf16", 500, 100, (1000, 0, 0)),
        ("sf16.1", 120, 20, (690, 310, 0)),
        ("sf", -40, 30, (3, 913, 84)),
        ("lichess", 300, 30, (751, 0, 249)),
    ],
)
def test_wdl_models_give_python_chess_numbers(model, cp, ply, expected):
    assert engine.Cp(cp).wdl(model=model, ply=ply) == engine.Wdl(*expected)


def test_pov_scores_and_wdls_read_from_either_side():
    score = engine.PovScore(engine.Cp(-30), fianchetto.BLACK)
    assert score.white() == engine.Cp(30) and score.black() == engine.Cp(-30)
    assert score == engine.PovScore(engine.Cp(30), fianchetto.WHITE)
    assert repr(score) == "PovScore(Cp(-30), BLACK)"
    wdl = engine.PovWdl(engine.Wdl(100, 800, 100 + 0), fianchetto.BLACK)
    assert wdl.white() == engine.Wdl(100, 800, 100)
    assert not engine.Wdl(0, 0, 0)


def test_info_lines_resolve_their_moves_against_the_board():
    board = fianchetto.Board()
    board.push_san("e4")
    info = engine._parse_uci_info(
        "depth 9 seldepth 12 multipv 2 score cp -18 upperbound nodes 4000 time 250 currmove c7c5 "
        "wdl 20 900 80 pv c7c5 g1f3 string two  spaces", board)
    assert info["depth"] == 9 and info["seldepth"] == 12 and info["multipv"] == 2
    assert info["score"] == engine.PovScore(engine.Cp(-18), fianchetto.BLACK)
    assert info["upperbound"] is True
    assert info["time"] == 0.25
    assert info["currmove"] == fianchetto.Move.from_uci("c7c5")
    assert info["wdl"].black() == engine.Wdl(20, 900, 80)
    assert info["pv"] == [fianchetto.Move.from_uci("c7c5"), fianchetto.Move.from_uci("g1f3")]
    assert info["string"] == "two  spaces"
    # An illegal move drops its line, not the rest of the info.
    assert engine._parse_uci_info("depth 3 pv e2e4", board) == {"depth": 3}
    assert engine._parse_uci_info("depth 3 score cp 1", board, engine.INFO_NONE) == {}


def test_option_map_ignores_case_and_keeps_the_latest_spelling():
    options = engine.UciOptionMap(Hash=16)
    options["HASH"] = 32
    assert list(options) == ["HASH"] and options["hash"] == 32
    assert options == {"hASH": 32}


def test_searches_over_a_scripted_transport():
    async def main():
        protocol = engine.UciProtocol()
        mock = engine.MockTransport(protocol)
        mock.expect("uci", ["id name Scripted", "option name Hash type spin default 8 min 1 max 64", "uciok"])
        await protocol.initialize()
        assert protocol.id["name"] == "Scripted"
        assert protocol.options["hash"].max == 64
        with pytest.raises(engine.EngineError):
            await protocol.configure({"Hash": 65})
        with pytest.raises(engine.EngineError):
            await protocol.configure({"Threads": 2})

        board = fianchetto.Board("8/8/8/8/8/5k2/8/5K1R w - - 0 1")
        mock.expect("setoption name Hash value 4")
        mock.expect("ucinewgame")
        mock.expect("isready", ["readyok"])
        mock.expect("position fen 8/8/8/8/8/5k2/8/5K1R w - - 0 1")
        mock.expect("go btime 2500 nodes 1000", ["info depth 1 score mate 2 pv h1h3", "bestmove h1h3"])
        result = await protocol.play(board, engine.Limit(black_clock=2.5, nodes=1000), options={"Hash": 4},
                                     info=engine.INFO_SCORE)
        assert result.move == fianchetto.Move.from_uci("h1h3") and result.ponder is None
        assert result.info["score"].white() == engine.Mate(2)
        mock.assert_done()

        mock.expect("setoption name Hash value 8")
        mock.expect("position fen 8/8/8/8/8/5k2/8/5K1R w - - 0 1")
        mock.expect("go infinite", ["info depth 1 multipv 1 score cp 500", "info depth 1 multipv 2 score cp 400"])
        mock.expect("stop", ["bestmove h1h2"])
        analysis = await protocol.analysis(board)
        first = await analysis.get()
        second = await analysis.get()
        assert (first["multipv"], second["multipv"]) == (1, 2)
        analysis.stop()
        best = await analysis.wait()
        assert best.move == fianchetto.Move.from_uci("h1h2")
        assert [info["score"].relative for info in analysis.multipv] == [engine.Cp(500), engine.Cp(400)]
        mock.assert_done()

    asyncio.run(main())


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_a_real_process_plays_and_analyses():
    with engine.SimpleEngine.popen_uci(FAKE) as fake:
        assert fake.id == {"name": "Fake", "author": "fianchetto"}
        assert fake.options["Style"].var == ["Solid", "Normal", "Risky"]
        result = fake.play(fianchetto.Board(), engine.Limit(depth=2), ponder=True)
        assert result.move == fianchetto.Move.from_uci("d2d4")
        info = fake.analyse(fianchetto.Board(), engine.Limit(depth=2))
        assert info["score"].white() == engine.Cp(15)
        with fake.analysis(fianchetto.Board()) as analysis:
            assert analysis.get()["depth"] == 1
        assert analysis.wait().move == fianchetto.Move.from_uci("d2d4")
        fake.quit()
    with pytest.raises(engine.EngineTerminatedError):
        fake.ping()


def test_an_engine_that_dies_mid_search_raises_and_leaves_no_process():
    fake = engine.SimpleEngine.popen_uci(FAKE + ["die"])
    pid = fake.transport.get_pid()
    with pytest.raises(engine.EngineTerminatedError):
        fake.play(fianchetto.Board(), engine.Limit(depth=5))
    fake.close()
    assert _gone(pid)


def test_timeouts_raise_and_close_ends_the_process():
    # Started with time to spare (a loaded machine starts Python slowly), then impatient.
    with engine.SimpleEngine.popen_uci(FAKE + ["hang"]) as fake:
        fake.timeout = 0.2
        pid = fake.transport.get_pid()
        with pytest.raises(asyncio.TimeoutError):
            fake.ping()
    assert _gone(pid)
    with engine.SimpleEngine.popen_uci(FAKE + ["ignore-quit"], setpgrp=True) as fake:
        fake.timeout = 0.2
        pid = fake.transport.get_pid()
        with pytest.raises(asyncio.TimeoutError):
            fake.quit()
    assert _gone(pid)


def test_a_missing_program_is_file_not_found():
    with pytest.raises(FileNotFoundError):
        engine.SimpleEngine.popen_uci("/no/such/engine")
    with pytest.raises(FileNotFoundError):
        engine.SimpleEngine.popen_xboard("/no/such/engine")
