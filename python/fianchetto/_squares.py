"""python-chess's square constants, ``A1`` (0) to ``H8`` (63): each named and numbered by the
Rust core's squares (the native module's ``SQUARE_NAMES``), so the package keeps no table of
its own. ``fianchetto`` re-exports them; ``_squares.pyi`` declares them for type checkers, and
stubtest holds the two to each other."""

from fianchetto import _native

globals().update((name.upper(), square) for square, name in enumerate(_native.SQUARE_NAMES))
