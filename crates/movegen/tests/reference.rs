//! A deliberately simple reference move generator: a 64-square mailbox, pseudo-legal moves by
//! step offsets, then a king-safety filter that makes each move and asks whether the mover's king
//! is attacked. It is slow and shares nothing with the real generator except the `Setup` it reads
//! and the knight's eight jumps (`fianchetto-bitboard`'s `KNIGHT_OFFSETS`, which that crate's
//! tests hold to their definition): no bitboards, no attack tables, no rays, so the two can be
//! compared move for move.

use fianchetto_bitboard::attacks::KNIGHT_OFFSETS;
use fianchetto_movegen::{Color, Piece, Role, Setup, Square};

/// A square as `rank * 8 + file`, the same numbering as `Square` (a1 = 0, h8 = 63).
type Sq = usize;

const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRECTIONS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const PROMOTION_ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

fn file_of(sq: Sq) -> i32 {
    (sq % 8) as i32
}

fn rank_of(sq: Sq) -> i32 {
    (sq / 8) as i32
}

/// The square `df` files and `dr` ranks away, if it is on the board.
fn step(sq: Sq, df: i32, dr: i32) -> Option<Sq> {
    let (f, r) = (file_of(sq) + df, rank_of(sq) + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as Sq)
}

/// `e4`-style name of a square.
pub(crate) fn square_name(sq: Sq) -> String {
    let file = char::from(b'a' + (sq % 8) as u8);
    let rank = char::from(b'1' + (sq / 8) as u8);
    format!("{file}{rank}")
}

fn forward(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

fn backrank(color: Color) -> i32 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

fn other(color: Color) -> Color {
    match color {
        Color::White => Color::Black,
        Color::Black => Color::White,
    }
}

/// What a reference move does beyond moving a piece from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefKind {
    /// A quiet move or capture (including a single pawn push).
    Normal,
    /// A pawn's two-square first move.
    DoublePush,
    /// `to` is the square the captured pawn skipped over.
    EnPassant,
    /// A pawn reaching the last rank.
    Promotion(Role),
    /// `from` is the king, `to` the castling rook (king takes rook).
    Castle {
        /// Where the king ends up (g1 or c1 style).
        king_to: Sq,
        /// Where the rook ends up (f1 or d1 style).
        rook_to: Sq,
    },
}

/// A move of the reference generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RefMove {
    /// The moving piece's square (the king's for a castle).
    pub(crate) from: Sq,
    /// The destination (the castling rook's square for a castle).
    pub(crate) to: Sq,
    /// What else happens.
    pub(crate) kind: RefKind,
}

impl RefMove {
    /// UCI in king-takes-rook form: `e2e4`, `e7e8q`, `e1h1`.
    pub(crate) fn uci(&self) -> String {
        let promotion = match self.kind {
            RefKind::Promotion(role) => role_char(role).to_string(),
            _ => String::new(),
        };
        format!(
            "{}{}{promotion}",
            square_name(self.from),
            square_name(self.to)
        )
    }
}

fn role_char(role: Role) -> char {
    match role {
        Role::Pawn => 'p',
        Role::Knight => 'n',
        Role::Bishop => 'b',
        Role::Rook => 'r',
        Role::Queen => 'q',
        Role::King => 'k',
    }
}

/// A position on a mailbox, with everything a `Setup` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RefPosition {
    /// The piece on each square, a1 = 0 .. h8 = 63.
    pub(crate) squares: [Option<Piece>; 64],
    /// The side to move.
    pub(crate) turn: Color,
    /// Bit `sq` set: the rook on `sq` may still castle.
    pub(crate) castling: u64,
    /// The square a pawn skipped over on the last move (set after every double push).
    pub(crate) ep: Option<Sq>,
    /// Plies since the last capture or pawn move.
    pub(crate) halfmoves: u32,
    /// Starts at 1, incremented after every Black move.
    pub(crate) fullmoves: u32,
}

impl RefPosition {
    /// Copies a `Setup` onto the mailbox.
    pub(crate) fn from_setup(setup: &Setup) -> RefPosition {
        let mut squares = [None; 64];
        for (sq, slot) in squares.iter_mut().enumerate() {
            *slot = setup.board.piece_at(Square::new(sq as u32));
        }
        let mut castling = 0;
        for sq in 0..64 {
            if setup.castling_rights.0 & (1 << sq) != 0 {
                castling |= 1 << sq;
            }
        }
        RefPosition {
            squares,
            turn: setup.turn,
            castling,
            ep: setup.ep_square.map(|sq| sq as usize),
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.get(),
        }
    }

    fn king(&self, color: Color) -> Option<Sq> {
        (0..64).find(|&sq| {
            self.squares[sq]
                == Some(Piece {
                    color,
                    role: Role::King,
                })
        })
    }

    fn is(&self, sq: Option<Sq>, color: Color, roles: &[Role]) -> bool {
        match sq.and_then(|sq| self.squares[sq]) {
            Some(piece) => piece.color == color && roles.contains(&piece.role),
            None => false,
        }
    }

    /// Whether a piece of `by` attacks `target`, looking outward from `target`.
    pub(crate) fn attacked(&self, target: Sq, by: Color) -> bool {
        let knights = KNIGHT_OFFSETS
            .iter()
            .any(|&(df, dr)| self.is(step(target, df, dr), by, &[Role::Knight]));
        let kings = KING_STEPS
            .iter()
            .any(|&(df, dr)| self.is(step(target, df, dr), by, &[Role::King]));
        // A pawn of `by` attacks `target` from one rank behind it (from `by`'s point of view).
        let pawns = [-1, 1]
            .iter()
            .any(|&df| self.is(step(target, df, -forward(by)), by, &[Role::Pawn]));
        let rooks = ROOK_DIRECTIONS.iter().any(|&dir| {
            self.is(
                self.first_piece(target, dir),
                by,
                &[Role::Rook, Role::Queen],
            )
        });
        let bishops = BISHOP_DIRECTIONS.iter().any(|&dir| {
            self.is(
                self.first_piece(target, dir),
                by,
                &[Role::Bishop, Role::Queen],
            )
        });
        knights || kings || pawns || rooks || bishops
    }

    /// The first occupied square from `from` (exclusive) in direction `dir`.
    fn first_piece(&self, from: Sq, (df, dr): (i32, i32)) -> Option<Sq> {
        let mut sq = from;
        while let Some(next) = step(sq, df, dr) {
            if self.squares[next].is_some() {
                return Some(next);
            }
            sq = next;
        }
        None
    }

    /// Whether the side to move is in check.
    pub(crate) fn in_check(&self) -> bool {
        self.king(self.turn)
            .is_some_and(|king| self.attacked(king, other(self.turn)))
    }

    /// Moves that obey the piece rules, ignoring whether the mover's king is left attacked
    /// (castling already checks its own path, because the final position cannot show that).
    pub(crate) fn pseudo_legal_moves(&self) -> Vec<RefMove> {
        let us = self.turn;
        let mut moves = Vec::new();
        for from in 0..64 {
            let Some(piece) = self.squares[from] else {
                continue;
            };
            if piece.color != us {
                continue;
            }
            match piece.role {
                Role::Pawn => self.pawn_moves(from, &mut moves),
                Role::Knight => self.step_moves(from, &KNIGHT_OFFSETS, &mut moves),
                Role::King => self.step_moves(from, &KING_STEPS, &mut moves),
                Role::Bishop => self.slide_moves(from, &BISHOP_DIRECTIONS, &mut moves),
                Role::Rook => self.slide_moves(from, &ROOK_DIRECTIONS, &mut moves),
                Role::Queen => {
                    self.slide_moves(from, &BISHOP_DIRECTIONS, &mut moves);
                    self.slide_moves(from, &ROOK_DIRECTIONS, &mut moves);
                }
            }
        }
        self.castling_moves(&mut moves);
        moves
    }

    fn can_land(&self, to: Sq) -> bool {
        self.squares[to].is_none_or(|piece| piece.color != self.turn)
    }

    fn step_moves(&self, from: Sq, steps: &[(i32, i32)], moves: &mut Vec<RefMove>) {
        for &(df, dr) in steps {
            if let Some(to) = step(from, df, dr).filter(|&to| self.can_land(to)) {
                moves.push(RefMove {
                    from,
                    to,
                    kind: RefKind::Normal,
                });
            }
        }
    }

    fn slide_moves(&self, from: Sq, directions: &[(i32, i32)], moves: &mut Vec<RefMove>) {
        for &(df, dr) in directions {
            let mut sq = from;
            while let Some(to) = step(sq, df, dr) {
                if self.can_land(to) {
                    moves.push(RefMove {
                        from,
                        to,
                        kind: RefKind::Normal,
                    });
                }
                if self.squares[to].is_some() {
                    break;
                }
                sq = to;
            }
        }
    }

    fn pawn_moves(&self, from: Sq, moves: &mut Vec<RefMove>) {
        let us = self.turn;
        let dir = forward(us);
        let last_rank = backrank(other(us));
        let push = |to: Sq, moves: &mut Vec<RefMove>| {
            if rank_of(to) == last_rank {
                for role in PROMOTION_ROLES {
                    moves.push(RefMove {
                        from,
                        to,
                        kind: RefKind::Promotion(role),
                    });
                }
            } else {
                moves.push(RefMove {
                    from,
                    to,
                    kind: RefKind::Normal,
                });
            }
        };
        if let Some(one) = step(from, 0, dir).filter(|&to| self.squares[to].is_none()) {
            push(one, moves);
            let start_rank = backrank(us) + dir;
            if rank_of(from) == start_rank
                && let Some(two) = step(from, 0, 2 * dir).filter(|&to| self.squares[to].is_none())
            {
                moves.push(RefMove {
                    from,
                    to: two,
                    kind: RefKind::DoublePush,
                });
            }
        }
        for df in [-1, 1] {
            let Some(to) = step(from, df, dir) else {
                continue;
            };
            match self.squares[to] {
                Some(piece) if piece.color != us => push(to, moves),
                Some(_) => {}
                None if Some(to) == self.ep => {
                    // The pawn that skipped `to` stands beside us, on our rank.
                    let victim = step(from, df, 0);
                    if self.is(victim, other(us), &[Role::Pawn]) {
                        moves.push(RefMove {
                            from,
                            to,
                            kind: RefKind::EnPassant,
                        });
                    }
                }
                None => {}
            }
        }
    }

    /// Every rank square from `a` to `b`, both included.
    fn span(a: Sq, b: Sq) -> impl Iterator<Item = Sq> {
        a.min(b)..=a.max(b)
    }

    fn castling_moves(&self, moves: &mut Vec<RefMove>) {
        let us = self.turn;
        let Some(king) = self.king(us) else {
            return;
        };
        let back = backrank(us);
        if rank_of(king) != back || self.in_check() {
            return;
        }
        for rook in 0..64 {
            if self.castling & (1 << rook) == 0 || rank_of(rook) != back {
                continue;
            }
            if self.squares[rook]
                != Some(Piece {
                    color: us,
                    role: Role::Rook,
                })
            {
                continue;
            }
            let king_side = file_of(rook) > file_of(king);
            let (king_file, rook_file) = if king_side { (6, 5) } else { (2, 3) };
            let king_to = (back * 8 + king_file) as Sq;
            let rook_to = (back * 8 + rook_file) as Sq;
            let blocked = Self::span(king, king_to)
                .chain(Self::span(rook, rook_to))
                .any(|sq| sq != king && sq != rook && self.squares[sq].is_some());
            if blocked {
                continue;
            }
            let mut without = self.clone();
            without.squares[king] = None;
            without.squares[rook] = None;
            if Self::span(king, king_to).any(|sq| without.attacked(sq, other(us))) {
                continue;
            }
            moves.push(RefMove {
                from: king,
                to: rook,
                kind: RefKind::Castle { king_to, rook_to },
            });
        }
    }

    /// The position after `m`, which must be one of `pseudo_legal_moves`.
    pub(crate) fn play(&self, m: RefMove) -> RefPosition {
        let us = self.turn;
        let mut next = self.clone();
        let piece = self.squares[m.from].expect("a piece on the from square");
        let mut capture = false;
        next.ep = None;
        next.squares[m.from] = None;
        match m.kind {
            RefKind::Normal | RefKind::DoublePush | RefKind::Promotion(_) => {
                capture = self.squares[m.to].is_some();
                next.squares[m.to] = Some(match m.kind {
                    RefKind::Promotion(role) => Piece { color: us, role },
                    _ => piece,
                });
                if m.kind == RefKind::DoublePush {
                    next.ep = Some((m.from + m.to) / 2);
                }
            }
            RefKind::EnPassant => {
                capture = true;
                next.squares[m.to] = Some(piece);
                let victim = (rank_of(m.from) * 8 + file_of(m.to)) as Sq;
                next.squares[victim] = None;
            }
            RefKind::Castle { king_to, rook_to } => {
                let rook = self.squares[m.to];
                next.squares[m.to] = None;
                next.squares[king_to] = Some(piece);
                next.squares[rook_to] = rook;
            }
        }
        if piece.role == Role::King {
            let back = backrank(us);
            for sq in 0..64 {
                if rank_of(sq) == back {
                    next.castling &= !(1 << sq);
                }
            }
        }
        next.castling &= !(1 << m.from);
        if !matches!(m.kind, RefKind::Castle { .. }) {
            next.castling &= !(1 << m.to);
        }
        next.halfmoves = if capture || piece.role == Role::Pawn {
            0
        } else {
            self.halfmoves + 1
        };
        if us == Color::Black {
            next.fullmoves += 1;
        }
        next.turn = other(us);
        next
    }

    /// The legal moves: pseudo-legal moves after which the mover's king is not attacked.
    pub(crate) fn legal_moves(&self) -> Vec<RefMove> {
        let us = self.turn;
        self.pseudo_legal_moves()
            .into_iter()
            .filter(|&m| {
                let next = self.play(m);
                next.king(us)
                    .is_none_or(|king| !next.attacked(king, other(us)))
            })
            .collect()
    }

    /// The legal moves as sorted UCI strings (king takes rook for castles).
    pub(crate) fn legal_uci(&self) -> Vec<String> {
        let mut moves: Vec<String> = self.legal_moves().iter().map(RefMove::uci).collect();
        moves.sort();
        moves
    }

    /// The en passant square if some legal en passant capture exists.
    pub(crate) fn legal_ep_square(&self) -> Option<Sq> {
        self.ep.filter(|_| {
            self.legal_moves()
                .iter()
                .any(|m| m.kind == RefKind::EnPassant)
        })
    }

    /// The en passant square if a pawn of the side to move stands ready to capture there.
    pub(crate) fn pseudo_legal_ep_square(&self) -> Option<Sq> {
        self.ep.filter(|_| {
            self.pseudo_legal_moves()
                .iter()
                .any(|m| m.kind == RefKind::EnPassant)
        })
    }

    /// The number of leaf nodes `depth` plies down, for diagnosing perft mismatches.
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.play(m).perft(depth - 1)).sum()
    }
}
