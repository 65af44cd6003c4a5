#!/usr/bin/env python3
"""Write testdata/junk/expected.json: junk between two good games, and what python-chess reads.

Run from anywhere:  python3 testdata/junk/expect.py

Every case is game A, then junk, then game B, written as a list of parts (the README says how to
put them together). The file records, for each case, its parts and the games python-chess's
chess.pgn.read_game returns for it (called in a loop until it returns None), except the empty
games it makes out of junk lines (JUNK GAMES below). The Rust tests read the cases from this
file, so they need no Python.
"""

import io
import json
import logging
import pathlib
import sys

import chess
import chess.pgn

HERE = pathlib.Path(__file__).resolve().parent
EXPECTED_VERSION = "1.11.2"

# read_game logs every error it records; they end up in game.errors anyway.
logging.getLogger("chess.pgn").setLevel(logging.CRITICAL)

GAME_A = (
    '[Event "Game A"]\n[Site "Here"]\n[Date "2026.11.25"]\n[Round "1"]\n'
    '[White "Alpha"]\n[Black "Beta"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n'
)
GAME_B = (
    '[Event "Game B"]\n[Site "There"]\n[Date "2026.11.25"]\n[Round "2"]\n'
    '[White "Gamma"]\n[Black "Delta"]\n[Result "*"]\n\n1. d4 d5 2. c4 *\n'
)

# The reader's limits (crates/pgn/src/read/limits.rs and lexer.rs), which some cases exceed.
MAX_TAG_LEN = 64 * 1024
MAX_COMMENT_LEN = 1024 * 1024
MAX_TOKEN_LEN = 255


def noise(seed: int, length: int) -> bytes:
    """`length` fixed pseudo-random bytes (a 32-bit LCG), with no `{` and each line starting
    with a byte of 0x80 or more that is not the start of a UTF-8 byte order mark (0xef, 0xbb,
    0xbf). No line of it starts a PGN token, so each is junk to fianchetto from its first byte;
    python-chess skips what it does not recognise, but a `{` anywhere opens a comment that runs
    on to the next `}`, across the empty line and game B (the case open-brace-in-junk-line)."""
    out = bytearray()
    state = seed
    line_start = True
    while len(out) < length:
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        byte = (state >> 16) & 0xFF
        if byte == ord("{") or line_start and (byte < 0x80 or byte in (0xEF, 0xBB, 0xBF)):
            continue
        out.append(byte)
        line_start = byte == 0x0A
    return bytes(out)


def text(data: bytes) -> str:
    """Bytes as a JSON string, one character per byte (latin-1), which the README documents."""
    return data.decode("latin-1")


A, B = {"game": "A"}, {"game": "B"}
GAP = "\n\n"

# name -> (what it is, parts); a str part is bytes as latin-1 text, {"fill", "count"} is the
# one-byte string `fill` repeated `count` times, {"game"} is game A or B.
CASES = {
    "escape-line-over-1mib": (
        "a % escape line longer than the comment limit",
        [A, GAP, "%", {"fill": "x", "count": MAX_COMMENT_LEN + 100}, GAP, B],
    ),
    "escape-lines": (
        "short % escape lines, one that looks like a tag pair",
        [A, GAP, "% written by some tool\n%%%\n%[Event \"not a tag\"]", GAP, B],
    ),
    "semicolon-line-over-1mib": (
        "a ; comment line longer than the comment limit",
        [A, GAP, ";", {"fill": "y", "count": MAX_COMMENT_LEN + 100}, GAP, B],
    ),
    "binary-noise": (
        "400 pseudo-random bytes over several lines (see noise())",
        [A, GAP, text(noise(2026, 400)), GAP, B],
    ),
    "nul-run-own-line": (
        "a run of NUL bytes on a line of its own",
        [A, GAP, {"fill": "\x00", "count": 4096}, GAP, B],
    ),
    "nul-runs-inline": (
        "runs of NUL bytes with words and a stray } between them, on one line",
        [A, GAP, "\x00" * 8 + " stray words " + "\x00" * 8 + " } " + "\x00" * 8, GAP, B],
    ),
    "nul-run-before-tags": (
        "NUL bytes glued to game B's first tag, as a preallocated file leaves them",
        [A, GAP, {"fill": "\x00", "count": 64}, B],
    ),
    "unterminated-tag": (
        "a tag pair that never closes, then an empty line",
        [A, GAP, "[Event \"x", GAP, B],
    ),
    "stray-brace": (
        "a } on its own line",
        [A, GAP, "}", GAP, B],
    ),
    "stray-parenthesis": (
        "a ) on its own line",
        [A, GAP, ")", GAP, B],
    ),
    "oversized-tag": (
        "a well-formed tag pair longer than the tag limit",
        [A, GAP, "[Event \"", {"fill": "t", "count": MAX_TAG_LEN + 10}, "\"]", GAP, B],
    ),
    "oversized-token": (
        "a word longer than the longest token",
        [A, GAP, {"fill": "z", "count": MAX_TOKEN_LEN + 45}, GAP, B],
    ),
    "oversized-comment": (
        "a { comment longer than the comment limit, on one line",
        [A, GAP, "{", {"fill": "c", "count": MAX_COMMENT_LEN + 100}, "}", GAP, B],
    ),
    "plain-words": (
        "a line of prose",
        [A, GAP, "This file was downloaded from somewhere.", GAP, B],
    ),
    "lone-decisive-result": (
        "a result token on its own",
        [A, GAP, "1-0", GAP, B],
    ),
    "lone-unknown-result": (
        "the * result token on its own",
        [A, GAP, "*", GAP, B],
    ),
    "open-brace-in-junk-line": (
        "a line of prose with a { that never closes",
        [A, GAP, "junk {never closed", GAP, B],
    ),
    "comment-between-games": (
        "a { comment } on its own between the games",
        [A, GAP, "{ a note }", GAP, B],
    ),
    "mixed-junk": (
        "several kinds in a row: words, a stray brace, NULs, an unterminated tag",
        [A, GAP, "junk words\n}\n", {"fill": "\x00", "count": 16}, "\n[Event \"x\n", GAP, B],
    ),
}


def assemble(parts) -> bytes:
    out = bytearray()
    for part in parts:
        if isinstance(part, str):
            out += part.encode("latin-1")
        elif "game" in part:
            out += (GAME_A if part["game"] == "A" else GAME_B).encode("ascii")
        else:
            out += part["fill"].encode("latin-1") * part["count"]
    return bytes(out)


# JUNK GAMES: python-chess makes a game of every stretch of lines between empty lines, junk or
# not. A game with no moves, no comment and the default seven-tag roster (what python-chess fills
# in for a game without tags) holds nothing read from the input, so it is left out; each case
# records how many were left out.
DEFAULT_HEADERS = dict(chess.pgn.Headers())


def is_junk_game(game: chess.pgn.Game) -> bool:
    return (
        not list(game.mainline_moves())
        and not game.comment
        and dict(game.headers) == DEFAULT_HEADERS
    )


LONG_COMMENT = 1000


def reading(pgn: bytes):
    """The games python-chess reads from `pgn`: UTF-8 with invalid bytes replaced, lines ended
    by \\n only (as fianchetto ends them; universal newlines would also end them at a lone \\r)."""
    handle = io.TextIOWrapper(io.BytesIO(pgn), encoding="utf-8", errors="replace", newline="\n")
    games, dropped = [], 0
    while True:
        game = chess.pgn.read_game(handle)
        if game is None:
            break
        if is_junk_game(game):
            dropped += 1
            continue
        board = game.board()
        moves = []
        for move in game.mainline_moves():
            moves.append(board.uci(move, chess960=board.chess960))
            board.push(move)
        games.append({
            "headers": dict(game.headers),
            "moves": moves,
            # A comment over LONG_COMMENT characters is recorded by its length alone.
            "comment": game.comment if len(game.comment) <= LONG_COMMENT else None,
            "comment_chars": len(game.comment),
            "errors": len(game.errors),
        })
    return games, dropped


def main() -> int:
    print(f"python-chess {chess.__version__}")
    if chess.__version__ != EXPECTED_VERSION:
        print(f"warning: the committed file comes from python-chess {EXPECTED_VERSION}",
              file=sys.stderr)
    cases = []
    for name, (what, parts) in CASES.items():
        games, dropped = reading(assemble(parts))
        cases.append({
            "name": name,
            "what": what,
            "parts": parts,
            "python_chess": games,
            "junk_games_left_out": dropped,
        })
        events = ", ".join(g["headers"]["Event"] + f" ({len(g['moves'])})" for g in games)
        print(f"{name:<26} {events}; {dropped} junk games left out")
    # Games A and B with nothing between them: how python-chess reads them whole.
    reference, _ = reading(assemble([A, GAP, B]))
    out = {
        "python_chess": chess.__version__,
        "games": {"A": GAME_A, "B": GAME_B},
        "reference": reference,
        "cases": cases,
    }
    path = HERE / "expected.json"
    path.write_text(json.dumps(out, indent=1, ensure_ascii=True) + "\n", encoding="ascii")
    return 0


if __name__ == "__main__":
    sys.exit(main())
