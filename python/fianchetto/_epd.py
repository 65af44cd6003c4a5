"""EPD for ``Board.epd``, ``Board.set_epd`` and ``Board.from_epd``: a FEN's first four fields
and operations (``bm Qd1+; id "BK.01";``), read into and written from Python values as
python-chess does: a quoted string is a ``str``, a number an ``int`` or ``float``, ``bm``,
``am`` and ``pv`` lists of moves, any other bare word a move, and an opcode alone ``None``.
"""

from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

# Bare operands that read as numbers (anything else bare is a move).
_NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
# Opcodes whose operands are a list of moves: the best and avoided moves of the position, and
# the line played from it.
_MOVE_LISTS = ("bm", "am")


def _format_operand(board: Any, opcode: str, value: Any) -> str:
    """The text of one operation's operands."""
    from fianchetto import Move

    if value is None:
        return ""
    if isinstance(value, Move):
        return " " + str(board.san(value))
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return f" {value}"
    if isinstance(value, (list, tuple)) and value and all(isinstance(m, Move) for m in value):
        if opcode == "pv":
            position = board.copy(stack=False)
            sans = []
            for move in value:
                sans.append(position.san(move))
                position.push(move)
            return " " + " ".join(sans)
        return " " + " ".join(sorted(board.san(move) for move in value))
    text = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return f' "{text}"'


def epd(board: Any, shredder: bool, en_passant: str, promoted: Any, operations: Dict[str, Any]) -> str:
    """``board``'s EPD with ``operations`` in the order given."""
    # The FEN without its clocks: four fields, five in three-check (the checks to go).
    fields = board.fen(shredder=shredder, en_passant=en_passant, promoted=promoted).split(" ")[:-2]
    text = " ".join(fields)
    for opcode, value in operations.items():
        text += f" {opcode}{_format_operand(board, opcode, value)};"
    return text


def _tokens(text: str) -> List[Tuple[str, List[Tuple[str, bool]]]]:
    """The operations of ``text`` in order: each opcode with its operands (and whether each
    was quoted)."""
    operations: List[Tuple[str, List[Tuple[str, bool]]]] = []
    position = 0
    current: List[Tuple[str, bool]] = []
    opcode = None
    while position < len(text):
        char = text[position]
        if char.isspace():
            position += 1
        elif char == ";":
            if opcode is not None:
                operations.append((opcode, current))
            opcode, current = None, []
            position += 1
        elif char == '"':
            end = position + 1
            value = ""
            while end < len(text) and text[end] != '"':
                if text[end] == "\\" and end + 1 < len(text):
                    end += 1
                value += text[end]
                end += 1
            current.append((value, True))
            position = end + 1
        else:
            end = position
            while end < len(text) and not text[end].isspace() and text[end] != ";":
                end += 1
            word = text[position:end]
            if opcode is None:
                opcode = word
            else:
                current.append((word, False))
            position = end
    if opcode is not None:
        operations.append((opcode, current))
    return operations


def parse_operations(board: Any, text: str) -> Dict[str, Any]:
    """The operations of ``text`` as Python values, moves read on ``board``."""
    result: Dict[str, Any] = {}
    for opcode, operands in _tokens(text):
        if not re.match(r"^[A-Za-z][A-Za-z0-9_]*$", opcode):
            raise ValueError(f"invalid epd opcode: {opcode!r}")
        if not operands:
            result[opcode] = None
        elif opcode == "pv":
            position = board.copy(stack=False)
            line = []
            for word, _ in operands:
                move = position.parse_xboard(word)
                line.append(move)
                position.push(move)
            result[opcode] = line
        elif opcode in _MOVE_LISTS:
            result[opcode] = [board.parse_xboard(word) for word, _ in operands]
        else:
            word, quoted = operands[0]
            if quoted:
                result[opcode] = word
            elif _NUMBER.match(word):
                number = float(word)
                result[opcode] = int(word) if re.match(r"^[+-]?\d+$", word) else number
            else:
                result[opcode] = board.parse_xboard(word)
    return result


def set_epd(board: Any, text: str) -> Dict[str, Any]:
    """Sets ``board`` from the EPD ``text`` (clocks from ``hmvc`` and ``fmvn``, else 0 and 1)
    and returns its operations."""
    # Three-check's EPD has a fifth field, the checks to go (``3+3``).
    field_count = 5 if getattr(board, "uci_variant", "chess") == "3check" else 4
    parts = text.strip().rstrip(";").split(None, field_count)
    if len(parts) < field_count:
        raise ValueError(f"epd needs {field_count} fields: {text!r}")
    fen = " ".join(parts[:field_count])
    operations_text = parts[field_count] if len(parts) > field_count else ""
    # Some published suites write a fifth dash (an en passant field twice): no operation.
    operations_text = re.sub(r"^(-\s+)+", "", operations_text)
    position = type(board)(fen + " 0 1", chess960=board.chess960)
    operations = parse_operations(position, operations_text)
    halfmoves = operations.get("hmvc", 0)
    fullmoves = operations.get("fmvn", 1)
    if not isinstance(halfmoves, int) or not isinstance(fullmoves, int):
        raise ValueError(f"hmvc and fmvn must be integers: {text!r}")
    board.set_fen(f"{fen} {halfmoves} {max(fullmoves, 1)}")
    return operations
