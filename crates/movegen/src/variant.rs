//! [`Variant`]: which rules a game follows, and the names lichess, python-chess and UCI engines
//! give them.

use core::fmt;
use core::str::FromStr;

use crate::CastlingMode;

/// The rules a game is played by (a `fianchetto_variant::VariantPosition`'s): standard chess,
/// one of lichess's seven variants, or FICS's suicide chess.
///
/// ```
/// use fianchetto_movegen::Variant;
///
/// let variant: Variant = "King of the Hill".parse()?;
/// assert_eq!(variant, Variant::KingOfTheHill);
/// assert_eq!(variant.uci_name(), "kingofthehill");
/// assert_eq!("3check".parse::<Variant>()?.pgn_name(), "Three-check");
/// assert_eq!(Variant::RacingKings.to_string(), "Racing Kings");
/// # Ok::<(), fianchetto_movegen::UnknownVariantError>(())
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Standard chess (and Chess960, by the position's castling mode).
    #[default]
    Chess,
    /// Captures explode: the capturing piece and every piece but pawns next to the target go.
    /// Losing the king loses; kings may stand side by side.
    Atomic,
    /// Captures are compulsory; the king is an ordinary piece; losing every piece, or having no
    /// move, wins.
    Antichess,
    /// Captured pieces change sides and go to the captor's hand, to be dropped later.
    Crazyhouse,
    /// A king that reaches `d4`, `e4`, `d5` or `e5` wins.
    KingOfTheHill,
    /// The third check wins.
    ThreeCheck,
    /// White's 36 pawns and no king against Black's army; White loses by losing every piece.
    Horde,
    /// No checks allowed; the first king to the eighth rank wins, both on the same move draw.
    RacingKings,
    /// FICS's suicide chess: antichess's moves, but a side without moves wins only if it has
    /// fewer pieces than the other (the same number draws); castling as the start allows.
    Suicide,
}

impl Variant {
    /// Every variant, standard chess first.
    pub const ALL: [Variant; 9] = [
        Variant::Chess,
        Variant::Atomic,
        Variant::Antichess,
        Variant::Crazyhouse,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
        Variant::Horde,
        Variant::RacingKings,
        Variant::Suicide,
    ];

    /// The variant's number: its place in [`Variant::ALL`], 0 for standard chess. Numbers are
    /// never reused: a new variant takes the next, so files that store them (the position
    /// index) read the same in every later version.
    ///
    /// ```
    /// use fianchetto_movegen::Variant;
    ///
    /// assert_eq!(Variant::Chess.id(), 0);
    /// assert_eq!(Variant::RacingKings.id(), 7);
    /// for variant in Variant::ALL {
    ///     assert_eq!(Variant::from_id(variant.id()), Some(variant));
    /// }
    /// assert_eq!(Variant::from_id(8), Some(Variant::Suicide));
    /// assert_eq!(Variant::from_id(9), None);
    /// ```
    pub const fn id(self) -> u8 {
        self as u8
    }

    /// The variant numbered `id` ([`Variant::id`]), or `None` for a number no variant has.
    ///
    /// ```
    /// use fianchetto_movegen::Variant;
    ///
    /// assert_eq!(Variant::from_id(3), Some(Variant::Crazyhouse));
    /// assert_eq!(Variant::from_id(200), None);
    /// ```
    pub const fn from_id(id: u8) -> Option<Variant> {
        if (id as usize) < Variant::ALL.len() {
            Some(Variant::ALL[id as usize])
        } else {
            None
        }
    }

    /// This variant's names: the entry of [`NAMES`] that is not Chess960's.
    const fn names(self) -> &'static Names {
        &NAMES[self as usize]
    }

    /// The name UCI engines use (`UCI_Variant`) and python-chess's `uci_variant`: `chess`,
    /// `atomic`, `antichess`, `crazyhouse`, `kingofthehill`, `3check`, `horde`, `racingkings`,
    /// `suicide`.
    pub const fn uci_name(self) -> &'static str {
        self.names().short
    }

    /// The name lichess writes in a PGN's `Variant` tag: `Standard`, `Atomic`, `Antichess`,
    /// `Crazyhouse`, `King of the Hill`, `Three-check`, `Horde`, `Racing Kings` (and
    /// python-chess's `Suicide`, which lichess does not have).
    pub const fn pgn_name(self) -> &'static str {
        self.names().pgn
    }

    /// The names that mean this variant, compared without regard to case: python-chess's
    /// aliases, which include lichess's and the UCI names (Chess960's are
    /// [`Variant::from_name`]'s too).
    pub const fn aliases(self) -> &'static [&'static str] {
        self.names().aliases
    }

    /// The variant a name means, in any case, and the castling mode it implies: any of
    /// [`Variant::aliases`] with [`CastlingMode::Standard`], or a name of Chess960 (`Chess960`,
    /// `Chess 960`, `Fischerandom`, `Fischerrandom`, `Fischer Random`) as standard chess with
    /// [`CastlingMode::Chess960`]. This one table serves the PGN `Variant` tag, the command
    /// line's `--variant` and serde.
    ///
    /// ```
    /// use fianchetto_movegen::Variant;
    /// use fianchetto_movegen::CastlingMode;
    ///
    /// assert_eq!(Variant::from_name("ZH")?, (Variant::Crazyhouse, CastlingMode::Standard));
    /// assert_eq!(Variant::from_name("chess960")?, (Variant::Chess, CastlingMode::Chess960));
    /// assert_eq!(Variant::from_name("From Position")?.0, Variant::Chess);
    /// let err = Variant::from_name("shogi").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "unknown variant \"shogi\" (known: chess, atomic, antichess, crazyhouse, \
    ///      kingofthehill, 3check, horde, racingkings, suicide, chess960)"
    /// );
    /// # Ok::<(), fianchetto_movegen::UnknownVariantError>(())
    /// ```
    ///
    /// # Errors
    /// [`UnknownVariantError`] for any other name, the empty one included.
    pub fn from_name(name: &str) -> Result<(Variant, CastlingMode), UnknownVariantError> {
        let name = name.trim();
        let named = |names: &Names| names.aliases.iter().any(|a| a.eq_ignore_ascii_case(name));
        if named(&CHESS960) {
            return Ok((Variant::Chess, CastlingMode::Chess960));
        }
        Variant::ALL
            .into_iter()
            .find(|variant| named(variant.names()))
            .map(|variant| (variant, CastlingMode::Standard))
            .ok_or_else(|| UnknownVariantError::new(name))
    }

    /// `true` for every variant but standard chess.
    pub const fn is_variant(self) -> bool {
        !matches!(self, Variant::Chess)
    }
}

/// The names of one set of rules.
struct Names {
    /// The short name: `UCI_Variant`'s for a variant, `chess960` for Chess960.
    short: &'static str,
    /// lichess's PGN name.
    pgn: &'static str,
    /// Every name that means these rules, compared without case.
    aliases: &'static [&'static str],
}

/// The names of each [`Variant`], in the order of [`Variant::ALL`] (a test keeps them in step).
const NAMES: [Names; 9] = [
    Names {
        short: "chess",
        pgn: "Standard",
        aliases: &[
            "Standard",
            "Chess",
            "Classical",
            "Normal",
            "Illegal",
            "From Position",
            "FromPosition",
        ],
    },
    Names {
        short: "atomic",
        pgn: "Atomic",
        aliases: &["Atomic", "Atom", "Atomic chess"],
    },
    Names {
        short: "antichess",
        pgn: "Antichess",
        aliases: &["Antichess", "Anti chess", "Anti"],
    },
    Names {
        short: "crazyhouse",
        pgn: "Crazyhouse",
        aliases: &["Crazyhouse", "Crazy House", "House", "ZH"],
    },
    Names {
        short: "kingofthehill",
        pgn: "King of the Hill",
        aliases: &["King of the Hill", "KOTH", "kingOfTheHill"],
    },
    Names {
        short: "3check",
        pgn: "Three-check",
        aliases: &[
            "Three-check",
            "Three check",
            "Threecheck",
            "Three check chess",
            "3-check",
            "3 check",
            "3check",
        ],
    },
    Names {
        short: "horde",
        pgn: "Horde",
        aliases: &["Horde", "Horde chess"],
    },
    Names {
        short: "racingkings",
        pgn: "Racing Kings",
        aliases: &["Racing Kings", "Racing", "Race", "racingkings"],
    },
    Names {
        short: "suicide",
        pgn: "Suicide",
        aliases: &["Suicide", "Suicide chess"],
    },
];

/// Chess960's names: standard chess in [`CastlingMode::Chess960`], as python-chess's PGN
/// headers and lichess name it.
const CHESS960: Names = Names {
    short: "chess960",
    pgn: "Chess960",
    aliases: &[
        "Chess960",
        "Chess 960",
        "Fischerandom",
        "Fischerrandom",
        "Fischer Random",
    ],
};

impl FromStr for Variant {
    type Err = UnknownVariantError;

    /// The variant of [`Variant::from_name`]: `"chess960"` reads as [`Variant::Chess`], whose
    /// positions carry their castling mode.
    fn from_str(name: &str) -> Result<Variant, UnknownVariantError> {
        Variant::from_name(name).map(|(variant, _)| variant)
    }
}

impl fmt::Display for Variant {
    /// The [PGN name](Variant::pgn_name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn_name())
    }
}

/// A name no [`Variant`] has. Its message lists the known names.
///
/// ```
/// use fianchetto_movegen::Variant;
///
/// let err = "Fairy".parse::<Variant>().unwrap_err();
/// assert_eq!(err.name(), "Fairy");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct UnknownVariantError {
    /// The name, cut at [`UnknownVariantError::MAX_NAME`] bytes.
    name: arrayvec::ArrayString<{ UnknownVariantError::MAX_NAME }>,
}

impl UnknownVariantError {
    /// The longest name kept (longer ones are cut on a character boundary).
    pub const MAX_NAME: usize = 40;

    fn new(name: &str) -> UnknownVariantError {
        let mut end = name.len().min(UnknownVariantError::MAX_NAME);
        while !name.is_char_boundary(end) {
            end -= 1;
        }
        let mut kept = arrayvec::ArrayString::new();
        kept.push_str(&name[..end]);
        UnknownVariantError { name: kept }
    }

    /// The name that was not known (its first [`MAX_NAME`](UnknownVariantError::MAX_NAME)
    /// bytes).
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// One line, the message with the type's name: what `main` returning this error prints (a
/// derived `Debug` would dump its fields, not the message).
impl fmt::Debug for UnknownVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::debug_message(f, "UnknownVariantError", self)
    }
}

impl fmt::Display for UnknownVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown variant {:?} (known: ", self.name.as_str())?;
        for (i, variant) in Variant::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(variant.uci_name())?;
        }
        write!(f, ", {})", CHESS960.short)
    }
}

impl core::error::Error for UnknownVariantError {}

/// A variant is its UCI name (`"3check"`), which reads back with every other name too.
#[cfg(feature = "serde")]
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.uci_name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Variant, D::Error> {
        struct Name;
        impl serde::de::Visitor<'_> for Name {
            type Value = Variant;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a variant name such as \"crazyhouse\"")
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Variant, E> {
                text.parse()
                    .map_err(|error| E::custom(format_args!("{error} (reading {text:?})")))
            }
        }
        deserializer.deserialize_str(Name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_as_its_variant() {
        for variant in Variant::ALL {
            for name in [variant.uci_name(), variant.pgn_name()]
                .into_iter()
                .chain(variant.aliases().iter().copied())
            {
                let standard = Ok((variant, CastlingMode::Standard));
                assert_eq!(Variant::from_name(name), standard, "{name}");
                let upper = name.to_ascii_uppercase();
                assert_eq!(Variant::from_name(&upper), standard, "{upper}");
            }
        }
    }

    /// The table's order is the enum's: python-chess's `uci_variant` and lichess's names.
    #[test]
    fn each_variant_has_its_own_names() {
        assert_eq!(
            Variant::ALL.map(Variant::uci_name),
            [
                "chess",
                "atomic",
                "antichess",
                "crazyhouse",
                "kingofthehill",
                "3check",
                "horde",
                "racingkings",
                "suicide"
            ]
        );
        assert_eq!(
            Variant::ALL.map(Variant::pgn_name),
            [
                "Standard",
                "Atomic",
                "Antichess",
                "Crazyhouse",
                "King of the Hill",
                "Three-check",
                "Horde",
                "Racing Kings",
                "Suicide"
            ]
        );
    }

    #[test]
    fn chess960_is_standard_chess_in_chess960_mode() {
        for name in [
            "Chess960",
            "chess 960",
            "FISCHERANDOM",
            "fischerrandom",
            " Fischer Random ",
        ] {
            assert_eq!(
                Variant::from_name(name),
                Ok((Variant::Chess, CastlingMode::Chess960)),
                "{name}"
            );
            assert_eq!(name.parse::<Variant>(), Ok(Variant::Chess), "{name}");
        }
        assert!(
            !Variant::ALL
                .iter()
                .any(|v| v.aliases().contains(&"Chess960"))
        );
    }

    #[test]
    fn unknown_names_are_kept_cut_on_a_character_boundary() {
        let long = "é".repeat(30);
        let err = Variant::from_name(&long).unwrap_err();
        assert_eq!(err.name(), "é".repeat(20));
        assert!(Variant::from_name("giveaway").is_err());
        assert!(Variant::from_name("").is_err());
        assert!(Variant::from_name("  ").is_err());
    }
}
