//! `fianchetto explore`: what the games of an index did from a position: its total, its name,
//! the moves played from it, and the games that reached it. The output is stable for scripts.

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use fianchetto::index::{Explored, Filter, GameInfo, Index, Query, Speed, Stats, position_key};
use fianchetto::notation::Notation;
use fianchetto::variant::AnyPosition;
use fianchetto::{CastlingMode, Color, Move, Rules, Variant};

use crate::exit::Stdout;
use crate::position_arg::{VARIANT_HELP, parse_variant};

/// Arguments of `fianchetto explore`.
#[derive(Args)]
pub(crate) struct ExploreArgs {
    /// The index (`fianchetto index build`).
    index: String,
    /// The position (any move counters); the variant's start position without it.
    #[arg(long, conflicts_with = "moves")]
    fen: Option<String>,
    /// The position after these moves from the variant's start, space-separated, each in UCI
    /// or SAN (`e2e4 c7c5` or `e4 c5`).
    #[arg(long)]
    moves: Option<String>,
    #[arg(long, value_parser = parse_variant, help = VARIANT_HELP)]
    variant: Option<(Variant, CastlingMode)>,
    /// Only games of these speeds (comma-separated: ultrabullet, bullet, blitz, rapid,
    /// classical, correspondence).
    #[arg(long, value_delimiter = ',')]
    speed: Vec<Speed>,
    /// Only games whose mean Elo lies in MIN-MAX (inclusive).
    #[arg(long, value_name = "MIN-MAX", value_parser = parse_ratings)]
    ratings: Option<(u32, u32)>,
    /// Only games of this month or later (YYYY-MM).
    #[arg(long, value_name = "YYYY-MM", value_parser = parse_month)]
    since: Option<(u32, u32)>,
    /// Only games of this month or earlier (YYYY-MM).
    #[arg(long, value_name = "YYYY-MM", value_parser = parse_month)]
    until: Option<(u32, u32)>,
    /// Only games of this player (exact name), with --color.
    #[arg(long, requires = "color")]
    player: Option<String>,
    /// The player's colour.
    #[arg(long, value_enum, requires = "player")]
    color: Option<Side>,
    /// List the K games of highest mean Elo.
    #[arg(long, value_name = "K", default_value_t = 0)]
    top: usize,
    /// List the K latest games.
    #[arg(long, value_name = "K", default_value_t = 0)]
    recent: usize,
    /// Print the listed games' PGN, read back from their files.
    #[arg(long)]
    pgn: bool,
    /// Print the answer as one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Copy, Clone, ValueEnum)]
enum Side {
    White,
    Black,
}

fn parse_ratings(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("expected MIN-MAX, such as 1800-2200, not {text:?}");
    let (min, max) = text.split_once('-').ok_or_else(bad)?;
    let (min, max) = (
        min.trim().parse().map_err(|_| bad())?,
        max.trim().parse().map_err(|_| bad())?,
    );
    if min > max {
        return Err(bad());
    }
    Ok((min, max))
}

fn parse_month(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("expected YYYY-MM, such as 2024-05, not {text:?}");
    let (year, month) = text.trim().split_once(['-', '.']).ok_or_else(bad)?;
    let year: u32 = year.parse().map_err(|_| bad())?;
    let month: u32 = month.parse().map_err(|_| bad())?;
    if year.to_string().len() != 4 || !(1..=12).contains(&month) {
        return Err(bad());
    }
    Ok((year, month))
}

pub(crate) fn run(args: &ExploreArgs) -> crate::Outcome {
    let index = Index::open(&args.index)?;
    let pos = position(args)?;
    let mut filter = Filter::default();
    if !args.speed.is_empty() {
        filter = filter.speeds(args.speed.iter().copied());
    }
    if let Some((min, max)) = args.ratings {
        filter = filter.ratings(min, max);
    }
    if let Some((year, month)) = args.since {
        filter = filter.since(year, month);
    }
    if let Some((year, month)) = args.until {
        filter = filter.until(year, month);
    }
    if let (Some(name), Some(side)) = (&args.player, args.color) {
        let color = match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        };
        filter = filter.player(name, color);
    }
    let query = Query {
        filter,
        top: args.top,
        recent: args.recent,
    };
    let answer = index.explore(&pos, &query)?;
    let mut pgn = Vec::new();
    if args.pgn {
        for game in answer.top.iter().chain(&answer.recent) {
            pgn.push(index.read_pgn(game)?);
        }
    }
    let mut out = Stdout::lock();
    let text = if args.json {
        json(&answer, &pos, &pgn)
    } else {
        text(&answer, &pos, &pgn)
    };
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(true)
}

/// The position `--variant`, `--fen` and `--moves` name.
fn position(args: &ExploreArgs) -> anyhow::Result<AnyPosition> {
    let (variant, mode) = args
        .variant
        .unwrap_or((Variant::Chess, CastlingMode::Standard));
    let mut pos = match &args.fen {
        Some(fen) => AnyPosition::from_variant_fen(fen.trim(), variant, mode)
            .with_context(|| format!("invalid {} position {fen:?}", variant.uci_name()))?,
        None => match AnyPosition::start_position(variant, mode) {
            Some(pos) => pos,
            None => bail!("{} has no start position", variant.uci_name()),
        },
    };
    for token in args.moves.iter().flat_map(|moves| moves.split_whitespace()) {
        pos = pos.play_unchecked(parse_move(&pos, token)?);
    }
    Ok(pos)
}

/// The legal move `token` names in `pos`, read as UCI, else as SAN.
fn parse_move(pos: &AnyPosition, token: &str) -> anyhow::Result<Move> {
    match pos.parse_uci(token) {
        Ok(m) => Ok(m),
        Err(_) => pos.parse_san(token).map_err(|_| {
            anyhow::anyhow!(
                "cannot play {token:?} in {}: it is no legal move there in UCI or SAN",
                pos.fen()
            )
        }),
    }
}

fn result(game: &GameInfo) -> &'static str {
    game.result.map_or("*", |result| result.as_str())
}

/// A rating, or `-` for none.
fn rating(rating: Option<u16>) -> String {
    rating.map_or_else(|| "-".to_owned(), |rating| rating.to_string())
}

fn text(answer: &Explored, pos: &AnyPosition, pgn: &[String]) -> String {
    let mut out = String::new();
    let stats = |s: &Stats| format!("{} {} {} {}", s.games, s.white, s.draws, s.black);
    out.push_str(&format!("position {}\n", stats(&answer.total)));
    if let Some(opening) = answer.opening {
        out.push_str(&format!("opening {} {}\n", opening.eco(), opening.name()));
    }
    for line in &answer.moves {
        out.push_str(&format!(
            "{} {} {} {}\n",
            line.uci(pos),
            line.san(pos),
            stats(&line.stats),
            rating(line.average_rating)
        ));
    }
    for game in answer.top.iter().chain(&answer.recent) {
        out.push_str(&format!(
            "game\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            game.file,
            game.number,
            game.offset,
            game.white,
            rating(game.white_elo),
            game.black,
            rating(game.black_elo),
            result(game),
            game.date
        ));
    }
    for text in pgn {
        out.push_str(text);
        out.push_str("\n\n");
    }
    out
}

/// The answer as one JSON object. `key` is the position's key in `export --plies`'s rows, a
/// signed 64-bit number written as a decimal string: JSON readers that hold numbers as
/// doubles (JavaScript's) would round most keys.
fn json(answer: &Explored, pos: &AnyPosition, pgn: &[String]) -> String {
    use serde_json::{Value, json};
    let stats =
        |s: &Stats| json!({"games": s.games, "white": s.white, "draws": s.draws, "black": s.black});
    let game = |g: &GameInfo| {
        json!({
            "file": g.file, "number": g.number, "offset": g.offset,
            "white": g.white, "black": g.black,
            "white_elo": g.white_elo, "black_elo": g.black_elo,
            "result": result(g), "date": g.date.to_string(),
        })
    };
    let moves: Vec<Value> = answer
        .moves
        .iter()
        .map(|line| {
            json!({"uci": line.uci(pos).to_string(), "san": line.san(pos).to_string(),
                   "games": line.stats.games, "white": line.stats.white,
                   "draws": line.stats.draws, "black": line.stats.black,
                   "average_rating": line.average_rating})
        })
        .collect();
    let value = json!({
        "key": position_key(pos).to_string(),
        "position": stats(&answer.total),
        "opening": answer.opening.map(|o| json!({"eco": o.eco(), "name": o.name()})),
        "moves": moves,
        "top": answer.top.iter().map(game).collect::<Vec<_>>(),
        "recent": answer.recent.iter().map(game).collect::<Vec<_>>(),
        "pgn": pgn,
    });
    format!("{value}\n")
}
