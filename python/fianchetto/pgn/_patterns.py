"""``TAG_REGEX`` and ``MOVETEXT_REGEX``: python-chess's public names for the shapes of a tag
line and of the tokens of movetext, for programs that use them on text of their own.

``read_game`` does not use them: it reads with the Rust reader (``fianchetto-pgn``'s
``RawTokens``), which finds the same shapes, so PGN is read in one place.
"""

import re

# A tag pair on a line of its own: the value runs to the last quote, kept as written (escapes
# and all), and the `]` follows that quote at once.
TAG_REGEX = re.compile(r'^\[([A-Za-z0-9][A-Za-z0-9_+#=:-]*)\s+"(.*)"\]\s*$')

# The tokens of movetext. Anything else (move numbers, stray marks, words) is passed over.
MOVETEXT_REGEX = re.compile(
    r"""
    (?P<comment>\{(?P<text>[^}]*)\}?)
    | (?P<line_comment>;[^\n]*)
    | \$(?P<nag>\d+)
    | (?P<result>1-0|0-1|1/2-1/2|\*)
    | (?P<san>(?:
          [NBKRQ]?[a-h]?[1-8]?[\-x]?[a-h][1-8](?:=?[nbrqkNBRQK])?
        | [PNBRQK]?@[a-h][1-8]
        | --|Z0|0000|@@@@
        | [O0]-[O0](?:-[O0])?
      )[+#]?)
    | (?P<suffix>[?!]{1,2})
    | (?P<open>\()
    | (?P<close>\))
    | \d+\.*
    | \S
    """,
    re.VERBOSE,
)
