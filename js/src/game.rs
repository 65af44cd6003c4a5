//! `Game`: the board, the moves that led to it and the queries chess.js's `Chess` asks, as
//! the JavaScript wrapper (`lib/chess.js`) calls them. Moves leave as codes (`codes.rs`); the
//! text that goes with them (SAN, FEN) is kept in one string the wrapper reads with `text()`
//! and splits at line breaks, one crossing for a whole move list.

use fianchetto_movegen::{
    Bitboard, Color, EnPassantMode, Move, Role, Setup, Square, perft::perft as legal_perft,
};
use wasm_bindgen::prelude::*;

use crate::codes::{self, NO_MOVE, NULL_IN_CHECK};
use crate::fen_checks;
use crate::node::Node;
use crate::san;

/// One move of the game: the board before it, the move (`None` for a null move), and the
/// repetition key of the board before it.
#[derive(Clone, Debug)]
struct Ply {
    before: Node,
    played: Option<Move>,
    key: u64,
}

/// A game of chess as chess.js's `Chess` keeps it: the board now and the moves since it was
/// loaded, each undoable.
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct Game {
    node: Node,
    plies: Vec<Ply>,
    text: String,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

/// The repetition key: the en passant square counted only where a capture is legal (FIDE's
/// rule; chess.js counts it wherever a pawn stands beside the pawn that double-stepped).
fn repetition_key(node: &Node) -> u64 {
    node.hash(EnPassantMode::Legal)
}

fn square(index: u8) -> Option<Square> {
    Square::try_new(u32::from(index))
}

fn color(index: u8) -> Color {
    if index == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// A piece as one byte: its role plus one, plus 8 for black; 0 for an empty square.
fn piece_code(board: &fianchetto_movegen::Board, square: Square) -> u8 {
    board.piece_at(square).map_or(0, |piece| {
        piece.role as u8 + 1 + if piece.color == Color::Black { 8 } else { 0 }
    })
}

/// The squares of `squares` in chess.js's order (a8 to h1, rank by rank), as indexes: the
/// board flipped rank for rank is in that order from its lowest square up, so no sort (the
/// library's sort added 5 KB of code to the module).
fn chess_js_order(squares: Bitboard) -> Vec<u8> {
    squares
        .flip_vertical()
        .into_iter()
        .map(|sq| sq as u8 ^ 56)
        .collect()
}

/// The message for a FEN the reader cannot read (reached with `skipValidation` only): the
/// field and its text, not the reader's own message, which quotes the text with `Debug`
/// formatting, 3 KB of code in the module for this one message.
fn unreadable(err: &fianchetto_notation::fen::ParseFenError) -> String {
    let mut message = String::from("Invalid FEN: cannot read the ");
    message.push_str(&err.field().to_string());
    message.push_str(" '");
    message.push_str(err.text());
    message.push('\'');
    message
}

/// Sorts `items` by `key`, keeping equal keys in order: an insertion sort, as the lists are
/// short (a position has at most 218 moves) and the library's stable sort added 4.6 KB of
/// code to the module.
fn sort_short<T: Copy>(items: &mut [T], key: impl Fn(T) -> u32) {
    for i in 1..items.len() {
        let item = items[i];
        let k = key(item);
        let mut j = i;
        while j > 0 && key(items[j - 1]) > k {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}

#[wasm_bindgen]
impl Game {
    /// The standard starting position.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Game {
        Game {
            node: Node::from_setup(Setup::initial()),
            plies: Vec::new(),
            text: String::new(),
        }
    }

    /// The text that goes with the codes the last call returned, lines joined by `\n`.
    pub fn text(&self) -> String {
        self.text.clone()
    }

    /// Loads `fen` as chess.js does (two to five fields completed), forgetting the moves;
    /// throws chess.js's message for a FEN it refuses, unless `skip_validation`.
    ///
    /// # Errors
    /// The FEN is not one chess.js accepts, or, with `skip_validation`, not one the FEN
    /// reader can read at all.
    pub fn load(&mut self, fen: &str, skip_validation: bool) -> Result<(), JsError> {
        let fen = fen_checks::completed(fen);
        if !skip_validation && let Some(complaint) = fen_checks::complaint(&fen) {
            return Err(JsError::new(complaint));
        }
        let setup = fianchetto_notation::fen::Fen::from_ascii(fen.as_bytes())
            .map_err(|err| JsError::new(&unreadable(&err)))?
            .into_setup();
        self.node = Node::from_setup(setup);
        self.plies.clear();
        Ok(())
    }

    /// An empty board, White to move, no moves.
    pub fn clear(&mut self) {
        self.node = Node::from_setup(Setup::empty());
        self.plies.clear();
    }

    /// The FEN; the en passant square where a capture is legal, or with `force_ep` wherever a
    /// pawn stands ready to take.
    pub fn fen(&self, force_ep: bool) -> String {
        let ep = if force_ep {
            EnPassantMode::PseudoLegal
        } else {
            EnPassantMode::Legal
        };
        self.node.fen(ep)
    }

    /// `true` when Black is to move.
    #[wasm_bindgen(js_name = blackToMove)]
    pub fn black_to_move(&self) -> bool {
        self.node.turn() == Color::Black
    }

    /// The fullmove number.
    #[wasm_bindgen(js_name = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.node.fullmoves()
    }

    /// The legal moves in chess.js's order, only those from square `from` (0 to 63; any
    /// other value for all) and of role `role` (1 to 6; 0 for all). `text()` then holds their
    /// SANs, and with `verbose` the FEN before them first and each SAN's FEN after it.
    pub fn moves(&mut self, from: u8, role: u8, verbose: bool) -> Vec<u32> {
        let board = self.node.board();
        let turn = self.node.turn();
        let from = square(from);
        let mut listed: Vec<(u32, u32, Move)> = self
            .node
            .legal_moves()
            .into_iter()
            .filter(|m| from.is_none_or(|from| m.from() == from))
            .map(|m| (codes::encode(board, turn, m), m))
            .filter(|&(code, _)| role == 0 || (code >> 12 & 7) as u8 == role)
            .map(|(code, m)| (codes::order_key(code), code, m))
            .collect();
        sort_short(&mut listed, |(key, _, _)| key);
        let mut text = String::new();
        if verbose {
            text.push_str(&self.node.fen(EnPassantMode::Legal));
        }
        for (i, &(_, _, m)) in listed.iter().enumerate() {
            if verbose || i > 0 {
                text.push('\n');
            }
            text.push_str(&self.node.san(m));
            if verbose {
                text.push('\n');
                text.push_str(&self.node.play(m).fen(EnPassantMode::Legal));
            }
        }
        self.text = text;
        listed.into_iter().map(|(_, code, _)| code).collect()
    }

    /// Plays the move `san` names (read leniently, or with `strict` only as the SAN the core
    /// writes, up to `=`, `+`, `#` and annotations; `--` the null move). Returns its code,
    /// with its SAN and the FENs before and after in `text()`; 0 where no legal move is
    /// named, 1 for a null move in check.
    #[wasm_bindgen(js_name = playSan)]
    pub fn play_san(&mut self, san: &str, strict: bool) -> u32 {
        let text = san.trim();
        let stripped = san::stripped(text);
        if stripped == "--" {
            return self.play_null();
        }
        let Some(m) = self.node.parse_san(text) else {
            return NO_MOVE;
        };
        if strict && san::stripped(&self.node.san(m)) != stripped {
            return NO_MOVE;
        }
        self.play(m)
    }

    /// Plays the moves of `sans` (SAN separated by `\0`, read as `playSan` reads them) without
    /// describing them: what `loadPgn` replays, where writing each move's SAN and two FENs
    /// was nearly all of the time. Returns the index of the first move that is not legal (the
    /// moves before it stay played), or -1 when every one was.
    #[wasm_bindgen(js_name = playSans)]
    pub fn play_sans(&mut self, sans: &str, strict: bool) -> i32 {
        for (i, san) in sans.split('\0').enumerate() {
            let text = san.trim();
            let stripped = san::stripped(text);
            let played = if stripped == "--" {
                match self.node.play_null() {
                    Some(after) => {
                        self.record(None, after);
                        true
                    }
                    None => false,
                }
            } else {
                match self.node.parse_san(text) {
                    Some(m) if !strict || san::stripped(&self.node.san(m)) == stripped => {
                        let after = self.node.play(m);
                        self.record(Some(m), after);
                        true
                    }
                    _ => false,
                }
            };
            if !played {
                return i32::try_from(i).unwrap_or(i32::MAX);
            }
        }
        -1
    }

    /// Plays the legal move from `from` to `to` (a castle by the king's destination) with
    /// promotion role `promotion` (2 to 5; 0 for none, which no promotion matches). Returns
    /// as `playSan`.
    #[wasm_bindgen(js_name = playSquares)]
    pub fn play_squares(&mut self, from: u8, to: u8, promotion: u8) -> u32 {
        let (Some(from), Some(to)) = (square(from), square(to)) else {
            return NO_MOVE;
        };
        let found = self.node.legal_moves().into_iter().find(|m| {
            let dest = if m.is_castle() {
                m.king_destination()
            } else {
                m.to()
            };
            m.from() == from
                && dest == to
                && m.promotion_role()
                    .is_none_or(|role| role as u8 + 1 == promotion)
        });
        match found {
            Some(m) => self.play(m),
            None => NO_MOVE,
        }
    }

    /// Takes back the last move: its code and, in `text()`, its SAN and the FENs before and
    /// after it; 0 if there is none.
    pub fn undo(&mut self) -> u32 {
        let Some(ply) = self.plies.pop() else {
            return NO_MOVE;
        };
        let after = std::mem::replace(&mut self.node, ply.before);
        self.describe(ply.played, &after)
    }

    /// The number of moves played (null moves included), without writing any of them.
    pub fn plies(&self) -> u32 {
        u32::try_from(self.plies.len()).unwrap_or(u32::MAX)
    }

    /// The moves played, as codes; `text()` holds their SANs, with `verbose` each followed by
    /// the FENs before and after it.
    pub fn history(&mut self, verbose: bool) -> Vec<u32> {
        let mut codes = Vec::with_capacity(self.plies.len());
        let mut text = String::new();
        for (i, ply) in self.plies.iter().enumerate() {
            let after = self
                .plies
                .get(i + 1)
                .map_or(&self.node, |next| &next.before);
            let before = &ply.before;
            codes.push(match ply.played {
                Some(m) => codes::encode(before.board(), before.turn(), m),
                None => codes::encode_null(before.turn()),
            });
            if i > 0 {
                text.push('\n');
            }
            text.push_str(
                &ply.played
                    .map_or_else(|| "--".to_owned(), |m| before.san(m)),
            );
            if verbose {
                text.push('\n');
                text.push_str(&before.fen(EnPassantMode::Legal));
                text.push('\n');
                text.push_str(&after.fen(EnPassantMode::Legal));
            }
        }
        self.text = text;
        codes
    }

    /// The piece on `square` (0 to 63) as a byte: role plus one, plus 8 for black; 0 if none.
    #[wasm_bindgen(js_name = pieceAt)]
    pub fn piece_at(&self, square: u8) -> u8 {
        self::square(square).map_or(0, |sq| piece_code(self.node.board(), sq))
    }

    /// The 64 squares' pieces as `pieceAt` writes them, a1 to h8.
    pub fn pieces(&self) -> Vec<u8> {
        let board = self.node.board();
        (0..64).map(|i| piece_code(board, Square::new(i))).collect()
    }

    /// Puts a piece of role `role` (1 to 6) and color `color` (0 white, 1 black) on `square`;
    /// `false`, changing nothing, where that would be a second king of the color (chess.js's
    /// rule). Castling rights and an en passant square the board no longer allows go.
    pub fn put(&mut self, role: u8, color: u8, square: u8) -> bool {
        let Some(square) = self::square(square) else {
            return false;
        };
        let Some(role) = role
            .checked_sub(1)
            .and_then(|r| Role::ALL.get(usize::from(r)))
        else {
            return false;
        };
        let color = self::color(color);
        let mut setup = self.node.setup();
        let kings = setup.board.by_piece(Role::King.of(color));
        if *role == Role::King && (kings - Bitboard::from(square)).any() {
            return false;
        }
        setup.board.set_piece_at(square, role.of(color));
        self.edit(setup);
        true
    }

    /// Removes the piece on `square`, returning it as `pieceAt` writes it.
    pub fn remove(&mut self, square: u8) -> u8 {
        let Some(square) = self::square(square) else {
            return 0;
        };
        let removed = piece_code(self.node.board(), square);
        let mut setup = self.node.setup();
        setup.board.remove_piece_at(square);
        self.edit(setup);
        removed
    }

    /// chess.js's `isCheck`: the king of the side to move is attacked.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.node.is_check()
    }

    /// In check with no legal move.
    #[wasm_bindgen(js_name = isCheckmate)]
    pub fn is_checkmate(&self) -> bool {
        self.node.is_check() && !self.node.has_legal_moves()
    }

    /// Not in check, with no legal move.
    #[wasm_bindgen(js_name = isStalemate)]
    pub fn is_stalemate(&self) -> bool {
        !self.node.is_check() && !self.node.has_legal_moves()
    }

    /// Neither side has the material to mate.
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        self.node.is_insufficient_material()
    }

    /// The board now has stood here at least three times since the game was loaded.
    #[wasm_bindgen(js_name = isThreefoldRepetition)]
    pub fn is_threefold_repetition(&self) -> bool {
        let key = repetition_key(&self.node);
        1 + self.plies.iter().filter(|ply| ply.key == key).count() >= 3
    }

    /// The halfmove clock is at 100 or more.
    #[wasm_bindgen(js_name = isDrawByFiftyMoves)]
    pub fn is_draw_by_fifty_moves(&self) -> bool {
        self.node.halfmoves() >= 100
    }

    /// Whether a piece of `color` attacks `square` (pinned or not, whatever stands there).
    #[wasm_bindgen(js_name = isAttacked)]
    pub fn is_attacked(&self, square: u8, color: u8) -> bool {
        !self.attackers(square, color).is_empty()
    }

    /// The squares of the pieces of `color` that attack `square`, in chess.js's order.
    pub fn attackers(&self, square: u8, color: u8) -> Vec<u8> {
        let Some(square) = self::square(square) else {
            return Vec::new();
        };
        let board = self.node.board();
        chess_js_order(board.attackers(square, self::color(color), board.occupied()))
    }

    /// The squares of the pieces of role `role` (1 to 6) and `color`, in chess.js's order.
    #[wasm_bindgen(js_name = findPiece)]
    pub fn find_piece(&self, role: u8, color: u8) -> Vec<u8> {
        let Some(role) = role
            .checked_sub(1)
            .and_then(|r| Role::ALL.get(usize::from(r)))
        else {
            return Vec::new();
        };
        chess_js_order(self.node.board().by_piece(role.of(self::color(color))))
    }

    /// `color`'s castling rights: 1 for the king side, 2 for the queen side.
    #[wasm_bindgen(js_name = castlingRights)]
    pub fn castling_rights(&self, color: u8) -> u8 {
        let rights = self.node.setup().castling_rights;
        let color = self::color(color);
        let (king_side, queen_side) = corners(color);
        u8::from(rights.contains(king_side)) | u8::from(rights.contains(queen_side)) << 1
    }

    /// Grants (1) or takes (0) `color`'s king-side and queen-side rights (any other value
    /// leaves one as it is); rights the board does not allow go at once. Returns the rights
    /// then, as `castlingRights`.
    #[wasm_bindgen(js_name = setCastlingRights)]
    pub fn set_castling_rights(&mut self, color: u8, king_side: u8, queen_side: u8) -> u8 {
        let mut setup = self.node.setup();
        let (king_corner, queen_corner) = corners(self::color(color));
        for (wanted, corner) in [(king_side, king_corner), (queen_side, queen_corner)] {
            match wanted {
                0 => setup.castling_rights = setup.castling_rights.without(corner),
                1 => setup.castling_rights = setup.castling_rights.with(corner),
                _ => {}
            }
        }
        self.edit(setup);
        self.castling_rights(color)
    }

    /// The Polyglot key, in hexadecimal without leading zeros.
    pub fn hash(&self) -> String {
        format!("{:x}", self.node.hash(EnPassantMode::PseudoLegal))
    }

    /// The leaf nodes of the legal move tree `depth` plies deep (at least one ply, as
    /// chess.js counts).
    pub fn perft(&self, depth: u32) -> f64 {
        let depth = depth.max(1);
        match &self.node {
            Node::Legal(pos) => legal_perft(pos, depth) as f64,
            Node::Loose(_) => loose_perft(&self.node, depth) as f64,
        }
    }
}

impl Game {
    /// Plays the legal move `m`, returning its code with its SAN and FENs in `text`.
    fn play(&mut self, m: Move) -> u32 {
        let after = self.node.play(m);
        self.push(Some(m), after)
    }

    fn play_null(&mut self) -> u32 {
        match self.node.play_null() {
            Some(after) => self.push(None, after),
            None => NULL_IN_CHECK,
        }
    }

    /// Records `played` (`None` for a null move), which leads to `after`, and returns its code
    /// with its description in `text`.
    fn push(&mut self, played: Option<Move>, after: Node) -> u32 {
        let code = self.describe(played, &after);
        self.record(played, after);
        code
    }

    /// Records `played` (`None` for a null move), which leads to `after`.
    fn record(&mut self, played: Option<Move>, after: Node) {
        let before = std::mem::replace(&mut self.node, after);
        let key = repetition_key(&before);
        self.plies.push(Ply {
            before,
            played,
            key,
        });
    }

    /// The code of `played` from the current board, with its SAN and the FENs before and
    /// after (`after`) in `text`.
    fn describe(&mut self, played: Option<Move>, after: &Node) -> u32 {
        let node = &self.node;
        let (code, san) = match played {
            Some(m) => (codes::encode(node.board(), node.turn(), m), node.san(m)),
            None => (codes::encode_null(node.turn()), "--".to_owned()),
        };
        self.text = format!(
            "{san}\n{}\n{}",
            node.fen(EnPassantMode::Legal),
            after.fen(EnPassantMode::Legal)
        );
        code
    }

    /// Replaces the board by the edited `setup`, keeping the moves.
    fn edit(&mut self, setup: Setup) {
        self.node = Node::from_setup(setup);
    }
}

/// The king-side and queen-side rook corners of `color`.
fn corners(color: Color) -> (Square, Square) {
    match color {
        Color::White => (Square::H1, Square::A1),
        Color::Black => (Square::H8, Square::A8),
    }
}

/// Perft on a board that is not a legal position: its legal moves, played one by one.
fn loose_perft(node: &Node, depth: u32) -> u64 {
    let moves = node.legal_moves();
    if depth <= 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| loose_perft(&node.play(m), depth - 1))
        .sum()
}
