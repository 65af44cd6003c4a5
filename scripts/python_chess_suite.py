"""Runs python-chess 1.11.2's own test suite against the installed fianchetto package.

The suite is python-chess's `test.py` with its `data/` folder, from the `chess==1.11.2` sdist
that pip downloads from PyPI into a temporary folder (python-chess is GPL-3.0: nothing of it is
committed here). A `chess` package of a few lines hands out fianchetto's modules
(`chess.pgn` is `fianchetto.pgn`, and so on; a module fianchetto does not have yet is empty, so
the tests that need it fail alone). Prints the passes of each test class and the total, then
compares with `python/tests/python_chess_passes.txt`, the tests that pass today: a test that
passed there and fails now fails this script (exit 1). `--update` rewrites that list.

    python3 scripts/python_chess_suite.py [--update] [--sdist DIR] [TEST ...]

`--sdist DIR` runs an sdist already unpacked in DIR (no download); naming tests
(`test.PgnTestCase`, `test.BoardTestCase.test_mirror`) runs only those, and compares only
those with the list.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import tempfile
import unittest
from collections import Counter
from pathlib import Path

VERSION = "1.11.2"
EXPECTED = Path(__file__).resolve().parent.parent / "python" / "tests" / "python_chess_passes.txt"
# python-chess's modules and what stands in for each: fianchetto's module, or nothing yet.
MODULES = {
    "__init__": "fianchetto",
    "pgn": "fianchetto.pgn",
    "variant": "fianchetto.variant",
    "polyglot": "fianchetto.polyglot",
    "syzygy": "fianchetto.syzygy",
    "svg": "fianchetto.svg",
    "engine": "fianchetto.engine",
    "gaviota": None,
}


def fetch(folder: Path) -> Path:
    """python-chess's sdist, downloaded and unpacked into `folder`; its root."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
         f"chess=={VERSION}", "-d", str(folder)],
        check=True,
    )
    archive = next(folder.glob(f"chess-{VERSION}.tar.gz"))
    with tarfile.open(archive) as tar:
        tar.extractall(folder, filter="data")
    return folder / f"chess-{VERSION}"


# What every module of the `chess` package adds: a name fianchetto does not have is a class
# that raises when used, so that the suite's module still imports (it names exceptions in
# decorators) and only the tests that use the name fail.
MISSING = """

class _Missing(Exception):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError(f"fianchetto has no {type(self).__qualname__}")


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError(name)
    return type(name, (_Missing,), {"__qualname__": f"{__name__}.{name}"})
"""


def write_shim(folder: Path) -> None:
    """A `chess` package in `folder` whose modules are fianchetto's."""
    package = folder / "chess"
    package.mkdir()
    for name, module in MODULES.items():
        text = f"from {module} import *  # noqa\n" if module else ""
        if module and name == "__init__":
            text += f"from {module} import __version__  # noqa\n"
        (package / f"{name}.py").write_text(text + MISSING)


class Results(unittest.TextTestResult):
    """Keeps each test's outcome by its id."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.outcomes: dict[str, str] = {}

    def addSuccess(self, test):
        super().addSuccess(test)
        self.outcomes[test.id()] = "pass"

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.outcomes[test.id()] = "fail"

    def addError(self, test, err):
        super().addError(test, err)
        self.outcomes[test.id()] = "error"

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self.outcomes[test.id()] = "skip"

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self.outcomes[test.id()] = "pass"

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self.outcomes[test.id()] = "fail"


def run_suite(root: Path, shim: Path, names: list[str]) -> dict[str, str]:
    """Each test of python-chess's suite (or of `names` in it) by id, and how it went against
    fianchetto."""
    sys.path[:0] = [str(shim), str(root)]
    import os

    os.chdir(root)  # the suite reads data/ relative to its folder
    suite = unittest.defaultTestLoader.loadTestsFromNames(names or ["test"])
    with open(os.devnull, "w") as quiet:
        runner = unittest.TextTestRunner(stream=quiet, resultclass=Results, verbosity=0)
        result = runner.run(suite)
    return result.outcomes


def main() -> int:
    args = sys.argv[1:]
    update = "--update" in args
    sdist = Path(args[args.index("--sdist") + 1]).resolve() if "--sdist" in args else None
    names = [arg for arg in args if arg.startswith("test")]
    if update and names:
        print("error: --update rewrites the whole list; run it without test names", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        root = sdist or fetch(folder)
        shim = folder / "shim"
        shim.mkdir()
        write_shim(shim)
        outcomes = run_suite(root, shim, names)
    passed = {test for test, outcome in outcomes.items() if outcome == "pass"}
    per_class = Counter(test.rsplit(".", 1)[0] for test in outcomes)
    passes = Counter(test.rsplit(".", 1)[0] for test in passed)
    for name in sorted(per_class):
        print(f"{name}: {passes[name]} of {per_class[name]}")
    print(f"python-chess {VERSION}'s test.py against fianchetto: {len(passed)} of {len(outcomes)} pass")
    if update:
        EXPECTED.write_text("".join(f"{test}\n" for test in sorted(passed)))
        print(f"wrote {EXPECTED}")
        return 0
    expected = {line.strip() for line in EXPECTED.read_text().splitlines() if line.strip()}
    if names:
        expected = {test for test in expected if any(test == name or test.startswith(name + ".") for name in names)}
    lost = sorted(expected - passed)
    for test in lost:
        print(f"error: {test} passed before and does not now", file=sys.stderr)
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
