"""A tiny UCI engine for the engine tests: it plays the first legal-looking move it is told
of, and misbehaves on request (its first argument): `die` exits in the middle of a search,
`hang` never answers `isready`, `ignore-quit` does not exit on `quit`."""

import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "normal"


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


searching = False  # an infinite or pondering search, which ends at `stop` or `ponderhit`

for raw in sys.stdin:
    command = raw.split()
    if not command:
        continue
    if command[0] == "uci":
        say("id name Fake")
        say("id author fianchetto")
        say("option name Hash type spin default 16 min 1 max 1024")
        say("option name Style type combo default Normal var Solid var Normal var Risky")
        say("uciok")
    elif command[0] == "isready":
        if mode != "hang":
            say("readyok")
    elif command[0] == "go":
        say("info depth 1 score cp 12 nodes 20 pv e2e4 e7e5")
        if mode == "die":
            sys.exit(3)
        if "infinite" in command or "ponder" in command:
            searching = True
        else:
            say("info depth 2 score cp 15 nodes 80 pv d2d4 d7d5")
            say("bestmove d2d4 ponder d7d5")
    elif command[0] in ("stop", "ponderhit") and searching:
        searching = False
        say("bestmove d2d4 ponder d7d5")
    elif command[0] == "quit" and mode != "ignore-quit":
        break
