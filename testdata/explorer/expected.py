"""The explorer's expected answers, by brute force with python-chess 1.11.2: every game of the
test collections is replayed, each distinct position of a game counted once under the move last
played from it (or as the game's end), and the answers to sampled queries, with and without
filters, written as `fianchetto explore` prints them. Writes queries.jsonl: one query a line,
`{"args": [...], "out": "..."}`, the arguments after `fianchetto explore INDEX`.

    python3 testdata/explorer/expected.py   # from the repository root
"""

import glob
import io
import json
import random
import re

import chess
import chess.pgn
import chess.variant
import zstandard

assert chess.__version__ == "1.11.2", chess.__version__

# The files the test indexes, in this order, by the paths it gives `index build`.
FILES = [
    "testdata/corpus/games-20k.pgn.zst",
    "testdata/explorer/crafted.pgn",
    "testdata/pgn/cutechess-fischerrandom.pgn",
    "testdata/pgn/kasparov-deep-blue-1997.pgn",
]
OUT = "testdata/explorer/queries.jsonl"
SPEEDS = ["ultrabullet", "bullet", "blitz", "rapid", "classical", "correspondence"]
VARIANT_ARG = {"chess": None, "crazyhouse": "crazyhouse", "3check": "3check"}


def read(path):
    with open(path, "rb") as raw:
        data = raw.read()
    if path.endswith(".zst"):
        data = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data)).read()
    return data


def game_texts(data):
    """(offset, text) of each game: a game starts at a line `[Event `."""
    starts = [m.start() for m in re.finditer(rb"^\[Event ", data, re.M)]
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(data)
        yield start, data[start:end].decode("utf-8")


def number(text, low, high):
    return text.strip().isdigit() and low <= int(text) <= high


def speed(control):
    if control is None:
        return None
    control = control.strip()
    if control == "-":
        return "correspondence"
    base, _, inc = control.partition("+")
    inc = inc or "0"
    decimal = re.compile(r"^\d+(\.\d+)?$")
    if not decimal.match(base) or not decimal.match(inc):
        return None
    estimate = float(base) + 40 * float(inc)
    for limit, name in [(30, "ultrabullet"), (180, "bullet"), (480, "blitz"), (1500, "rapid")]:
        if estimate < limit:
            return name
    return "classical"


def pgn_date(text):
    parts = re.split(r"[.\-]", (text or "").strip())
    parts += [""] * (3 - len(parts))
    out = []
    for part, high in zip(parts[:3], (9999, 12, 31)):
        out.append(int(part) if number(part, 1, high) else 0)
    return tuple(out)


def utc_time(text):
    m = re.match(r"^(\d+):(\d+):(\d+)$", (text or "").strip())
    if not m:
        return 0
    h, mi, s = map(int, m.groups())
    return h * 3600 + mi * 60 + s + 1 if h < 24 and mi < 60 and s < 61 else 0


def shown_date(date):
    y, m, d = date
    return (f"{y:04}" if y else "????") + "." + (f"{m:02}" if m else "??") + "." + (f"{d:02}" if d else "??")


def key(board):
    return (board.uci_variant, board.chess960, board._transposition_key())


class Game:
    def __init__(self, file, number, offset, text):
        self.file, self.number, self.offset, self.text = file, number, offset, text.strip()
        game = chess.pgn.read_game(io.StringIO(text))
        h = game.headers
        self.white, self.black = h.get("White", ""), h.get("Black", "")
        elo = lambda name: int(h[name]) if name in h and number_ok(h[name]) else None
        self.white_elo, self.black_elo = elo("WhiteElo"), elo("BlackElo")
        result = h.get("Result", "").strip()
        self.result = result if result in ("1-0", "0-1", "1/2-1/2") else "*"
        self.speed = speed(h.get("TimeControl"))
        self.date = pgn_date(h["UTCDate"] if h.get("UTCDate") else h.get("Date", ""))
        self.time = utc_time(h.get("UTCTime"))
        self.game = game

    def positions(self):
        """(key, uci of the move last played from it or None, board) for each distinct position."""
        board = self.game.board()
        seen = {}
        boards = {}
        for move in self.game.mainline_moves():
            k = key(board)
            seen[k] = board.uci(move)
            boards[k] = board.copy(stack=False)
            board.push(move)
        k = key(board)
        seen.setdefault(k, None)
        if seen[k] is not None and k not in boards:
            pass
        boards.setdefault(k, board.copy(stack=False))
        return [(k, seen[k], boards[k]) for k in seen]

    def start_is_standard(self):
        return "FEN" not in self.game.headers and "Variant" not in self.game.headers


def number_ok(text):
    return number(text, 1, 65535)


def load():
    games = []
    for path in FILES:
        for n, (offset, text) in enumerate(game_texts(read(path)), 1):
            games.append(Game(path, n, offset, text))
    return games


def passes(game, f):
    if f.get("speed") and game.speed not in f["speed"]:
        return False
    if "ratings" in f:
        lo, hi = f["ratings"]
        if game.white_elo is None or game.black_elo is None:
            return False
        if not 2 * lo <= game.white_elo + game.black_elo <= 2 * hi:
            return False
    if "since" in f or "until" in f:
        y, m, _ = game.date
        if not y or not m:
            return False
        month = y * 12 + m - 1
        if "since" in f and month < f["since"][0] * 12 + f["since"][1] - 1:
            return False
        if "until" in f and month > f["until"][0] * 12 + f["until"][1] - 1:
            return False
    if "player" in f:
        name, color = f["player"]
        if (game.white if color == "white" else game.black) != name:
            return False
    return True


def openings():
    named = {}
    for path in sorted(glob.glob("crates/openings/data/[a-e].tsv")):
        with open(path, encoding="utf-8") as lines:
            next(lines)
            for line in lines:
                eco, name, pgn = line.rstrip("\n").split("\t")
                board = chess.pgn.read_game(io.StringIO(pgn)).end().board()
                named[board.epd()] = f"{eco} {name}"
    return named


def answer(board, hits, f, top, recent, with_pgn, named):
    """hits: [(game index, uci or None)] of the games that reach the position."""
    counted = [(i, m) for i, m in hits if passes(GAMES[i], f)]
    def stats(rows):
        res = [GAMES[i].result for i, _ in rows]
        return f"{len(res)} {res.count('1-0')} {res.count('1/2-1/2')} {res.count('0-1')}"
    out = [f"position {stats(counted)}"]
    if board.uci_variant == "chess" and board.epd() in named:
        out.append(f"opening {named[board.epd()]}")
    moves = {}
    for i, m in counted:
        if m is not None:
            moves.setdefault(m, []).append((i, m))
    def average_rating(rows):
        # lichess's averageRating: the mean of the games' mean Elo, rounded half up, over the
        # games with both Elos; `-` when none has both.
        sums = [GAMES[i].white_elo + GAMES[i].black_elo for i, _ in rows
                if GAMES[i].white_elo is not None and GAMES[i].black_elo is not None]
        return str((sum(sums) + len(sums)) // (2 * len(sums))) if sums else "-"
    lines = []
    for uci, rows in moves.items():
        move = chess.Move.from_uci(uci)
        san = "--" if not move else board.san(move)
        lines.append((-len(rows), uci.encode(), f"{uci} {san} {stats(rows)} {average_rating(rows)}"))
    out += [line for *_, line in sorted(lines)]
    listed = []
    ids = [i for i, _ in counted]
    if top:
        def elo(i):
            g = GAMES[i]
            both = g.white_elo is not None and g.black_elo is not None
            return (0, -(g.white_elo + g.black_elo), i) if both else (1, 0, i)
        listed += sorted(ids, key=elo)[:top]
    if recent:
        listed += sorted(ids, key=lambda i: (tuple(-x for x in GAMES[i].date), -GAMES[i].time, i))[:recent]
    rating = lambda elo: "-" if elo is None else str(elo)
    for i in listed:
        g = GAMES[i]
        out.append("\t".join(["game", g.file, str(g.number), str(g.offset), g.white, rating(g.white_elo),
                              g.black, rating(g.black_elo), g.result, shown_date(g.date)]))
    text = "".join(line + "\n" for line in out)
    if with_pgn:
        for i in listed:
            text += GAMES[i].text + "\n\n"
    return text


def random_filter(rng):
    f, args = {}, []
    kinds = rng.choice([[], [], ["speed"], ["ratings"], ["since"], ["until"], ["since", "until"],
                        ["player"], ["speed", "ratings"], ["speed", "since", "player"]])
    if "speed" in kinds:
        chosen = rng.sample(SPEEDS, rng.randint(1, 2))
        f["speed"] = chosen
        shown = [s.upper() if rng.random() < 0.2 else ("ultraBullet" if s == "ultrabullet" else s) for s in chosen]
        args += ["--speed", ",".join(shown)]
    if "ratings" in kinds:
        lo = rng.randrange(800, 2400, 50)
        hi = lo + rng.randrange(0, 800, 25)
        f["ratings"] = (lo, hi)
        args += ["--ratings", f"{lo}-{hi}"]
    if "since" in kinds:
        f["since"] = (rng.choice([2023, 2024]), rng.randint(1, 12))
        args += ["--since", "%04d-%02d" % f["since"]]
    if "until" in kinds:
        f["until"] = (rng.choice([2023, 2024]), rng.randint(1, 12))
        args += ["--until", "%04d-%02d" % f["until"]]
    if "player" in kinds:
        g = GAMES[rng.randrange(len(GAMES))]
        color = rng.choice(["white", "black"])
        f["player"] = (g.white if color == "white" else g.black, color)
        args += ["--player", f["player"][0], "--color", color]
    return f, args


def main():
    global GAMES
    rng = random.Random(2026)
    GAMES = load()
    named = openings()
    # The positions to ask about: from sampled games at plies low and high, so that popular and
    # rare positions are both asked; every position of the small collections' sampled games.
    chosen = {}
    by_file = {}
    for i, g in enumerate(GAMES):
        by_file.setdefault(g.file, []).append(i)
    plan = {FILES[0]: 170, FILES[1]: 150, FILES[2]: 20, FILES[3]: 20}
    for path, count in plan.items():
        while sum(1 for k in chosen.values() if k[0] == path) < count:
            i = rng.choice(by_file[path])
            positions = GAMES[i].positions()
            low = [p for p in positions if p[2].ply() - GAMES[i].game.board().ply() < 8]
            pick = rng.choice(low if low and rng.random() < 0.5 else positions)
            if pick[0] not in chosen:
                chosen[pick[0]] = (path, i, pick[2])
    # Positions with an en passant square, legal or not, and the repeated ones of the crafted file.
    for i in by_file[FILES[1]]:
        for k, _, board in GAMES[i].positions():
            if board.ep_square is not None and k not in chosen and rng.random() < 0.12:
                chosen[k] = (FILES[1], i, board)
    hits = {k: [] for k in chosen}
    for i, g in enumerate(GAMES):
        for k, m, _ in g.positions():
            if k in hits:
                hits[k].append((i, m))
    queries = []
    for k, (path, i, board) in chosen.items():
        f, args = random_filter(rng)
        variant = "chess960" if board.chess960 else VARIANT_ARG[board.uci_variant]
        if variant:
            args = ["--variant", variant] + args
        game = GAMES[i]
        path_moves = None
        if game.start_is_standard():
            replay = game.game.board()
            for ply, move in enumerate(game.game.mainline_moves()):
                if key(replay) == k:
                    break
                replay.push(move)
            if key(replay) == k:
                path_moves = [m.uci() for m in replay.move_stack]
        if path_moves is not None and rng.random() < 0.4:
            # `--moves` reads UCI or SAN a token: every fourth query in SAN, every fourth
            # mixed (SAN on White's moves), the others in UCI.
            style = len(queries) % 4
            sans, replay = [], game.game.board()
            for uci in path_moves:
                move = chess.Move.from_uci(uci)
                sans.append(replay.san(move))
                replay.push(move)
            tokens = [san if style == 1 or (style == 3 and ply % 2 == 0) else uci
                      for ply, (uci, san) in enumerate(zip(path_moves, sans))]
            args += ["--moves", " ".join(tokens)]
        else:
            fen = board.fen(shredder=board.chess960 and rng.random() < 0.5)
            parts = fen.split(" ")
            parts[-2], parts[-1] = str(rng.randint(0, 20)), str(rng.randint(1, 60))
            args += ["--fen", " ".join(parts)]
        top = rng.choice([0, 0, 0, 3, 10])
        recent = rng.choice([0, 0, 0, 2, 5])
        with_pgn = (top or recent) and path != FILES[0] and rng.random() < 0.3
        if top:
            args += ["--top", str(top)]
        if recent:
            args += ["--recent", str(recent)]
        if with_pgn:
            args += ["--pgn"]
        queries.append({"args": args, "out": answer(board, hits[k], f, top, recent, with_pgn, named)})
    # Positions no game reaches.
    for fen in ["8/8/8/4k3/8/8/8/4K3 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"]:
        queries.append({"args": ["--fen", fen], "out": "position 0 0 0 0\n"})
    with open(OUT, "w", encoding="utf-8") as out:
        for q in queries:
            out.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(queries), "queries")


if __name__ == "__main__":
    main()
