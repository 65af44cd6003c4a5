//! The real generator against the reference generator, move for move, at every node of seeded
//! random walks (standard, the tricky positions, Chess960 starts) and at every position of the
//! perft suites. Each node also cross-checks the rest of the `Position` API: counting, check and
//! game end, `is_legal`/`play` on legal and on pseudo-legal-but-illegal moves, filtered
//! generation, the position each move leads to, and the Zobrist hash against a fresh position.

use std::collections::HashMap;
use std::ops::ControlFlow;

use fianchetto_movegen::{
    Bitboard, CastlingMode, Color, EnPassantMode, File, Move, Position, PositionError,
    PositionErrorKinds, Rank, Role, Setup, Square,
};

use crate::reference::{RefKind, RefMove, RefPosition};
use crate::support::{
    Rng, fen, list_diff, position, position_ignoring, read_perft_file, sorted_uci, uci,
};

/// The real move matching a reference move.
fn real_move(m: &RefMove) -> Move {
    let (from, to) = (Square::new(m.from as u32), Square::new(m.to as u32));
    match m.kind {
        RefKind::Normal | RefKind::DoublePush => Move::normal(from, to),
        RefKind::EnPassant => Move::en_passant(from, to),
        RefKind::Promotion(role) => Move::promotion(from, to, role),
        RefKind::Castle { .. } => Move::castle(from, to),
    }
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<String> {
    let mut list: Vec<String> = moves.into_iter().map(uci).collect();
    list.sort();
    list
}

/// Compares everything the real `Position` says about `pos` with the reference. `Err` names the
/// FEN and the difference. `lenient`: `pos` descends from a position accepted only by ignoring an
/// impossible check, so the positions after its moves may need that too.
fn compare_node(pos: &Position, lenient: bool) -> Result<(), String> {
    let at = fen(pos);
    let fail = |what: String| Err(format!("at {at}: {what}"));
    let reference = RefPosition::from_setup(&pos.to_setup(EnPassantMode::Always));
    let real = sorted_uci(pos);
    let expected = reference.legal_uci();
    if real != expected {
        return fail(format!(
            "move lists differ: {}",
            list_diff(&real, &expected)
        ));
    }

    // Counting, check and game end.
    let count = expected.len();
    let mut set_count = 0;
    let _ = pos.for_each_move_set(|set| {
        set_count += set.len();
        ControlFlow::Continue(())
    });
    let in_check = reference.in_check();
    let facts = [
        ("count_legal_moves()", pos.count_legal_moves() == count),
        ("sum of MoveSet::len()", set_count == count),
        ("has_legal_moves()", pos.has_legal_moves() == (count > 0)),
        ("is_check()", pos.is_check() == in_check),
        ("checkers().any()", pos.checkers().any() == in_check),
        (
            "is_checkmate()",
            pos.is_checkmate() == (count == 0 && in_check),
        ),
        (
            "is_stalemate()",
            pos.is_stalemate() == (count == 0 && !in_check),
        ),
    ];
    if let Some((name, _)) = facts.iter().find(|(_, ok)| !ok) {
        return fail(format!(
            "{name} disagrees with the reference ({count} legal moves, check: {in_check})"
        ));
    }

    // Every legal move: is_legal, play, the position it leads to, capture/check/role facts.
    let setup = pos.to_setup(EnPassantMode::Always);
    for ref_move in reference.legal_moves() {
        let m = real_move(&ref_move);
        let name = ref_move.uci();
        if !pos.is_legal(m) {
            return fail(format!("is_legal({name}) is false for a legal move"));
        }
        let Ok(child) = pos.play(m) else {
            return fail(format!("play({name}) refused a legal move"));
        };
        if child != pos.play_unchecked(m) {
            return fail(format!("play({name}) and play_unchecked({name}) differ"));
        }
        let ref_child = reference.play(ref_move);
        let real_child = RefPosition::from_setup(&child.to_setup(EnPassantMode::Always));
        if real_child != ref_child {
            return fail(format!(
                "{name} leads to {}, the reference to {ref_child:?}",
                fen(&child)
            ));
        }
        for (mode, ref_ep) in [
            (EnPassantMode::Legal, ref_child.legal_ep_square()),
            (
                EnPassantMode::PseudoLegal,
                ref_child.pseudo_legal_ep_square(),
            ),
        ] {
            let ref_ep = ref_ep.map(|sq| Square::new(sq as u32));
            if child.ep_square(mode) != ref_ep {
                return fail(format!(
                    "after {name}: ep_square({mode:?}) is {:?}, the reference says {ref_ep:?}",
                    child.ep_square(mode)
                ));
            }
        }
        if pos.gives_check(m) != child.is_check() {
            return fail(format!(
                "gives_check({name}) disagrees with the position after it"
            ));
        }
        let is_capture = ref_move.kind == RefKind::EnPassant
            || (!matches!(ref_move.kind, RefKind::Castle { .. })
                && reference.squares[ref_move.to].is_some());
        if pos.is_capture(m) != is_capture {
            return fail(format!("is_capture({name}) should be {is_capture}"));
        }
        let role = setup.board.role_at(m.from()).expect("a piece moves");
        if pos.moving_role(m) != role {
            return fail(format!("moving_role({name}) should be {role:?}"));
        }
        // The copy-made position equals a fresh one from its setup, hash included.
        let fresh =
            Position::from_setup(child.to_setup(EnPassantMode::Always), pos.castling_mode())
                .or_else(|e| {
                    // Random placements may start with checks and material no game reaches.
                    if lenient {
                        e.ignore_impossible_material()
                            .or_else(PositionError::ignore_impossible_check)
                    } else {
                        Err(e)
                    }
                })
                .map_err(|e| {
                    format!("at {at}: the position after {name} does not validate: {e}")
                })?;
        if fresh != child || fresh.zobrist_hash() != child.zobrist_hash() {
            return fail(format!(
                "after {name}: the played position differs from a fresh one (hash {:x} vs {:x})",
                child.zobrist_hash(),
                fresh.zobrist_hash()
            ));
        }
    }

    // Pseudo-legal moves that leave the king attacked are refused.
    for ref_move in reference.pseudo_legal_moves() {
        if expected.contains(&ref_move.uci()) {
            continue;
        }
        let m = real_move(&ref_move);
        if pos.is_legal(m) || pos.play(m).is_ok() {
            return fail(format!("the illegal {} is accepted", ref_move.uci()));
        }
    }

    // Filtered generation agrees with filtering the full list.
    let all = pos.legal_moves();
    let filter = |keep: &dyn Fn(&Move) -> bool| sorted(all.iter().copied().filter(|m| keep(m)));
    for square in Square::ALL {
        let bb = Bitboard::from_square(square);
        if sorted(pos.moves_from(bb)) != filter(&|m| m.from() == square) {
            return fail(format!("moves_from({square}) disagrees with legal_moves()"));
        }
        if sorted(pos.moves_to(bb)) != filter(&|m| m.to() == square) {
            return fail(format!("moves_to({square}) disagrees with legal_moves()"));
        }
    }
    for role in Role::ALL {
        let by_role = sorted(pos.legal_moves_filtered(Some(role), Bitboard::FULL, Bitboard::FULL));
        if by_role != filter(&|m| pos.moving_role(*m) == role) {
            return fail(format!(
                "legal_moves_filtered(Some({role:?}), ..) disagrees"
            ));
        }
    }
    Ok(())
}

/// Picks the next move of a walk: half the time among the "interesting" moves (captures,
/// promotions, castles, en passant, checks, pawn moves) to reach the corner cases sooner.
fn pick(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let interesting: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| {
            pos.is_capture(m)
                || m.kind() != fianchetto_movegen::MoveKind::Normal
                || pos.moving_role(m) == Role::Pawn
                || pos.gives_check(m)
        })
        .collect();
    if !interesting.is_empty() && rng.below(2) == 0 {
        Some(interesting[rng.below(interesting.len())])
    } else {
        Some(moves[rng.below(moves.len())])
    }
}

/// What a set of walks covered, to show the walks reach the corner cases they exist for.
#[derive(Default, Debug)]
struct Coverage {
    nodes: usize,
    checks: usize,
    mates: usize,
    stalemates: usize,
    en_passant: usize,
    castles: usize,
    promotions: usize,
}

/// Random walks of up to `plies` from `start`, comparing every node; stops at the game's end.
fn walk(
    start: &Position,
    lenient: bool,
    walks: usize,
    plies: usize,
    rng: &mut Rng,
    coverage: &mut Coverage,
) {
    for _ in 0..walks {
        let mut pos = *start;
        for _ in 0..=plies {
            if let Err(failure) = compare_node(&pos, lenient) {
                panic!("{failure}");
            }
            coverage.nodes += 1;
            coverage.checks += usize::from(pos.is_check());
            coverage.mates += usize::from(pos.is_checkmate());
            coverage.stalemates += usize::from(pos.is_stalemate());
            for m in pos.legal_moves() {
                coverage.en_passant += usize::from(m.is_en_passant());
                coverage.castles += usize::from(m.is_castle());
                coverage.promotions += usize::from(m.is_promotion());
            }
            let Some(m) = pick(&pos, rng) else {
                break;
            };
            pos = pos.play_unchecked(m);
        }
    }
}

#[test]
fn random_walks_from_the_start_position() {
    let mut rng = Rng::new(0x5eed_0001);
    let mut coverage = Coverage::default();
    walk(&Position::new(), false, 60, 100, &mut rng, &mut coverage);
    eprintln!("start position walks: {coverage:?}");
    assert!(coverage.nodes > 3_000 && coverage.en_passant > 0 && coverage.castles > 0);
}

#[test]
fn random_walks_from_the_tricky_positions() {
    let mut rng = Rng::new(0x5eed_0002);
    let mut coverage = Coverage::default();
    for case in read_perft_file("tricky.perft") {
        // Chess960 rules read every X-FEN right; the impossible checks walk away at once.
        let ignores = tricky_ignores(&case.id);
        let pos = position_ignoring(&case.fen, CastlingMode::Chess960, ignores);
        walk(&pos, !ignores.is_empty(), 5, 60, &mut rng, &mut coverage);
    }
    eprintln!("tricky walks: {coverage:?}");
    assert!(coverage.nodes > 3_000 && coverage.promotions > 0 && coverage.castles > 0);
}

fn tricky_ignores(id: &str) -> PositionErrorKinds {
    match id {
        "align-diag-1" | "align-diag-2" | "align-horizontal" | "align-ep" | "align-ep-pinned"
        | "ep-unrelated-check" => PositionErrorKinds::IMPOSSIBLE_CHECK,
        _ => PositionErrorKinds::empty(),
    }
}

#[test]
fn random_walks_from_chess960_start_positions() {
    let mut rng = Rng::new(0x5eed_0003);
    let mut coverage = Coverage::default();
    let cases = read_perft_file("chess960.perft");
    // 50 start positions spread over the 960, including the standard one (518).
    for case in cases
        .iter()
        .step_by(19)
        .chain(cases.iter().filter(|c| c.id == "518"))
    {
        let pos = position(&case.fen, CastlingMode::Chess960);
        walk(&pos, false, 2, 80, &mut rng, &mut coverage);
    }
    eprintln!("Chess960 walks: {coverage:?}");
    assert!(coverage.nodes > 5_000 && coverage.castles > 0);
}

#[test]
fn reference_agrees_on_every_suite_position() {
    let mut checked = 0;
    for (file, mode) in [
        ("random.perft", CastlingMode::Standard),
        ("chess960.perft", CastlingMode::Chess960),
    ] {
        for case in read_perft_file(file) {
            if let Err(failure) = compare_node(&position(&case.fen, mode), false) {
                panic!("{file} {}: {failure}", case.id);
            }
            checked += 1;
        }
    }
    for case in read_perft_file("tricky.perft") {
        let ignores = tricky_ignores(&case.id);
        let pos = position_ignoring(&case.fen, CastlingMode::Chess960, ignores);
        if let Err(failure) = compare_node(&pos, !ignores.is_empty()) {
            panic!("tricky.perft {}: {failure}", case.id);
        }
        checked += 1;
    }
    assert_eq!(checked, 6_838 + 960 + 19);
}

#[test]
fn equal_positions_hash_equal_and_distinct_ones_rarely_collide() {
    // Transpositions reached by different walks must hash alike; different positions must not
    // share a 64-bit hash among a few thousand.
    let mut rng = Rng::new(0x5eed_0004);
    let mut by_hash: HashMap<u64, String> = HashMap::new();
    let mut by_key: HashMap<String, u64> = HashMap::new();
    for _ in 0..200 {
        let mut pos = Position::new();
        for _ in 0..12 {
            let key = crate::fen::write(&pos.to_setup(EnPassantMode::PseudoLegal));
            let key = key
                .rsplitn(3, ' ')
                .nth(2)
                .expect("a FEN without clocks")
                .to_owned();
            let hash = pos.zobrist_hash();
            if let Some(previous) = by_hash.insert(hash, key.clone()) {
                assert_eq!(previous, key, "two positions share hash {hash:x}");
            }
            if let Some(previous) = by_key.insert(key.clone(), hash) {
                assert_eq!(previous, hash, "{key} hashes to {previous:x} and {hash:x}");
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(by_hash.len() > 1_000, "{}", by_hash.len());
}

/// A random placement: both kings (often on their back rank, sometimes on e1/e8), up to `extra`
/// more pieces (no pawns on the back ranks, rooks often on the back ranks), a random side to
/// move, random castling rights on rooks, and often a pawn that has just double-pushed, with an
/// enemy pawn beside it and the en passant square set.
fn random_setup(rng: &mut Rng, extra: usize) -> Setup {
    let mut setup = Setup::empty();
    setup.turn = Color::ALL[rng.below(2)];
    let sq = |file: usize, rank: usize| Square::from_coords(File::ALL[file], Rank::ALL[rank]);
    let home = |color: Color| match color {
        Color::White => 0,
        Color::Black => 7,
    };
    let empty = |setup: &Setup, square: Square| setup.board.piece_at(square).is_none();
    for color in Color::ALL {
        loop {
            let square = match rng.below(4) {
                0 => sq(4, home(color)),
                1 => sq(rng.below(8), home(color)),
                _ => Square::ALL[rng.below(64)],
            };
            if empty(&setup, square) {
                setup.board.set_piece_at(square, Role::King.of(color));
                break;
            }
        }
    }
    if rng.below(2) == 0 {
        // A pawn of the side not to move that has just double-pushed, often with a capturer.
        let them = !setup.turn;
        let (fourth, skipped, origin) = match them {
            Color::White => (3, 2, 1),
            Color::Black => (4, 5, 6),
        };
        let file = rng.below(8);
        if [fourth, skipped, origin]
            .iter()
            .all(|&rank| empty(&setup, sq(file, rank)))
        {
            setup
                .board
                .set_piece_at(sq(file, fourth), Role::Pawn.of(them));
            setup.ep_square = Some(sq(file, skipped));
            for side in [-1, 1] {
                let beside = file as i32 + side;
                if (0..8).contains(&beside)
                    && rng.below(3) != 0
                    && empty(&setup, sq(beside as usize, fourth))
                {
                    let capturer = Role::Pawn.of(setup.turn);
                    setup
                        .board
                        .set_piece_at(sq(beside as usize, fourth), capturer);
                }
            }
        }
    }
    for _ in 0..rng.below(extra + 1) {
        let color = Color::ALL[rng.below(2)];
        if setup.board.by_color(color).len() >= 16 {
            continue;
        }
        let role = Role::ALL[rng.below(5)]; // pawn .. queen
        let square = match role {
            Role::Pawn => sq(rng.below(8), 1 + rng.below(6)),
            Role::Rook if rng.below(2) == 0 => sq([0, 7, rng.below(8)][rng.below(3)], home(color)),
            _ => Square::ALL[rng.below(64)],
        };
        // Keep the just-pushed pawn's path clear so its en passant square stays valid.
        let on_ep_path = setup.ep_square.is_some_and(|ep| {
            (square.file() == ep.file() && square.rank().index().abs_diff(ep.rank().index()) == 1)
                || square == ep
        });
        if empty(&setup, square) && !on_ep_path {
            setup.board.set_piece_at(square, role.of(color));
        }
    }
    for (square, piece) in setup.board.pieces().collect::<Vec<_>>() {
        if piece.role == Role::Rook && rng.below(4) != 0 {
            setup.castling_rights = setup.castling_rights.with(square);
        }
    }
    setup
}

#[test]
fn random_placements_including_impossible_checks() {
    // Positions no game reaches: many pieces of a kind, crowded back ranks, odd castling
    // rights, up to as many checkers as the placement gives (with the impossible check
    // ignored). Validation must refuse exactly what the reference calls illegal.
    let mut rng = Rng::new(0x5eed_0005);
    let (mut compared, mut with_impossible_check, mut refused) = (0, 0, 0);
    let mut coverage = Coverage::default();
    for i in 0..12_000 {
        let mode = if i % 2 == 0 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let setup = random_setup(&mut rng, [4, 10, 24][i % 3]);
        let reference = RefPosition::from_setup(&setup);
        let them = !setup.turn;
        let their_king = setup.board.king_of(them).expect("placed");
        let opposite_check = reference.attacked(their_king as usize, setup.turn);
        let result = Position::from_setup(setup.clone(), mode)
            .or_else(PositionError::ignore_impossible_material)
            .or_else(PositionError::ignore_bad_castling_rights)
            .or_else(|e| {
                let kinds = e.kinds();
                if kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK) {
                    with_impossible_check += 1;
                }
                e.ignore_impossible_check()
            });
        let fen_text = crate::fen::write(&setup);
        match result {
            Ok(pos) => {
                assert!(
                    !opposite_check,
                    "{fen_text} ({mode:?}): accepted with the side not to move in check"
                );
                // A few plies on from each: double pushes, promotions, odd castling rights.
                walk(&pos, true, 1, 4, &mut rng, &mut coverage);
                compared += 1;
            }
            Err(e) => {
                assert_eq!(
                    e.kinds().contains(PositionErrorKinds::OPPOSITE_CHECK),
                    opposite_check,
                    "{fen_text} ({mode:?}): {e}"
                );
                assert!(opposite_check, "{fen_text} ({mode:?}): refused for {e}");
                refused += 1;
            }
        }
    }
    eprintln!(
        "random placements: {compared} walked from ({with_impossible_check} with an impossible check), {refused} refused; {coverage:?}"
    );
    assert!(
        compared > 5_000 && with_impossible_check > 100,
        "{compared} {with_impossible_check}"
    );
}
