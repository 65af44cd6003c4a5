//! Colin M.L. Burnett's pieces (`pieces/README.md` names the source and the licence).

use fianchetto_movegen::Piece;

/// The drawings, 45 units square, by piece: White's pawn to king, then Black's.
const DRAWINGS: [[&str; 6]; 2] = [
    [
        include_str!("../pieces/wP.svg"),
        include_str!("../pieces/wN.svg"),
        include_str!("../pieces/wB.svg"),
        include_str!("../pieces/wR.svg"),
        include_str!("../pieces/wQ.svg"),
        include_str!("../pieces/wK.svg"),
    ],
    [
        include_str!("../pieces/bP.svg"),
        include_str!("../pieces/bN.svg"),
        include_str!("../pieces/bB.svg"),
        include_str!("../pieces/bR.svg"),
        include_str!("../pieces/bQ.svg"),
        include_str!("../pieces/bK.svg"),
    ],
];

/// The id of `piece`'s definition, python-chess's: `white-pawn`, `black-king`.
pub(crate) fn id(piece: Piece) -> &'static str {
    IDS[piece.color as usize][piece.role as usize]
}

/// The class of `piece`'s definition, its colour and its role: `white pawn`, `black king`
/// (python-chess's, so that a style sheet can pick out the pieces by either).
pub(crate) fn class(piece: Piece) -> &'static str {
    CLASSES[piece.color as usize][piece.role as usize]
}

const IDS: [[&str; 6]; 2] = [
    [
        "white-pawn",
        "white-knight",
        "white-bishop",
        "white-rook",
        "white-queen",
        "white-king",
    ],
    [
        "black-pawn",
        "black-knight",
        "black-bishop",
        "black-rook",
        "black-queen",
        "black-king",
    ],
];

const CLASSES: [[&str; 6]; 2] = [
    [
        "white pawn",
        "white knight",
        "white bishop",
        "white rook",
        "white queen",
        "white king",
    ],
    [
        "black pawn",
        "black knight",
        "black bishop",
        "black rook",
        "black queen",
        "black king",
    ],
];

/// `piece`'s drawing without its `<svg>` element: the shapes inside.
pub(crate) fn shapes(piece: Piece) -> &'static str {
    let file = DRAWINGS[piece.color as usize][piece.role as usize];
    let start = file.find('>').map_or(0, |end| end + 1);
    let end = file.rfind("</svg>").unwrap_or(file.len());
    file[start..end].trim()
}
