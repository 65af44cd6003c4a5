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

/// The id of `piece`'s definition: `wP`, `bK`.
pub(crate) fn id(piece: Piece) -> [u8; 2] {
    [
        piece.color.char() as u8,
        piece.role.char().to_ascii_uppercase() as u8,
    ]
}

/// `piece`'s drawing without its `<svg>` element: the shapes inside.
pub(crate) fn shapes(piece: Piece) -> &'static str {
    let file = DRAWINGS[piece.color as usize][piece.role as usize];
    let start = file.find('>').map_or(0, |end| end + 1);
    let end = file.rfind("</svg>").unwrap_or(file.len());
    file[start..end].trim()
}
