//! [`Variant`]: which rules a game follows, and the names lichess, python-chess and UCI engines
//! give them.

use core::fmt;
use core::str::FromStr;

/// The rules a [`VariantPosition`](crate::VariantPosition) plays by: standard chess or one of
/// lichess's seven variants.
///
/// ```
/// use fianchetto_variant::Variant;
///
/// let variant: Variant = "King of the Hill".parse()?;
/// assert_eq!(variant, Variant::KingOfTheHill);
/// assert_eq!(variant.uci_name(), "kingofthehill");
/// assert_eq!("3check".parse::<Variant>()?.pgn_name(), "Three-check");
/// assert_eq!(Variant::RacingKings.to_string(), "Racing Kings");
/// # Ok::<(), fianchetto_variant::UnknownVariantError>(())
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
}

impl Variant {
    /// Every variant, standard chess first.
    pub const ALL: [Variant; 8] = [
        Variant::Chess,
        Variant::Atomic,
        Variant::Antichess,
        Variant::Crazyhouse,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
        Variant::Horde,
        Variant::RacingKings,
    ];

    /// The name UCI engines use (`UCI_Variant`) and python-chess's `uci_variant`: `chess`,
    /// `atomic`, `antichess`, `crazyhouse`, `kingofthehill`, `3check`, `horde`, `racingkings`.
    pub const fn uci_name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Atomic => "atomic",
            Variant::Antichess => "antichess",
            Variant::Crazyhouse => "crazyhouse",
            Variant::KingOfTheHill => "kingofthehill",
            Variant::ThreeCheck => "3check",
            Variant::Horde => "horde",
            Variant::RacingKings => "racingkings",
        }
    }

    /// The name lichess writes in a PGN's `Variant` tag: `Standard`, `Atomic`, `Antichess`,
    /// `Crazyhouse`, `King of the Hill`, `Three-check`, `Horde`, `Racing Kings`.
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Chess => "Standard",
            Variant::Atomic => "Atomic",
            Variant::Antichess => "Antichess",
            Variant::Crazyhouse => "Crazyhouse",
            Variant::KingOfTheHill => "King of the Hill",
            Variant::ThreeCheck => "Three-check",
            Variant::Horde => "Horde",
            Variant::RacingKings => "Racing Kings",
        }
    }

    /// The names that mean this variant, compared without regard to case: python-chess's
    /// aliases, which include lichess's and the UCI names.
    pub const fn aliases(self) -> &'static [&'static str] {
        match self {
            Variant::Chess => &[
                "Standard",
                "Chess",
                "Classical",
                "Normal",
                "Illegal",
                "From Position",
            ],
            Variant::Atomic => &["Atomic", "Atom", "Atomic chess"],
            Variant::Antichess => &["Antichess", "Anti chess", "Anti"],
            Variant::Crazyhouse => &["Crazyhouse", "Crazy House", "House", "ZH"],
            Variant::KingOfTheHill => &["King of the Hill", "KOTH", "kingOfTheHill"],
            Variant::ThreeCheck => &[
                "Three-check",
                "Three check",
                "Threecheck",
                "Three check chess",
                "3-check",
                "3 check",
                "3check",
            ],
            Variant::Horde => &["Horde", "Horde chess"],
            Variant::RacingKings => &["Racing Kings", "Racing", "Race", "racingkings"],
        }
    }

    /// The variant one of its [aliases](Variant::aliases) names, in any case.
    ///
    /// ```
    /// use fianchetto_variant::Variant;
    ///
    /// assert_eq!(Variant::from_name("ZH")?, Variant::Crazyhouse);
    /// let err = Variant::from_name("shogi").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "unknown variant \"shogi\" (known: chess, atomic, antichess, crazyhouse, \
    ///      kingofthehill, 3check, horde, racingkings)"
    /// );
    /// # Ok::<(), fianchetto_variant::UnknownVariantError>(())
    /// ```
    ///
    /// # Errors
    /// [`UnknownVariantError`] for any other name.
    pub fn from_name(name: &str) -> Result<Variant, UnknownVariantError> {
        let name = name.trim();
        Variant::ALL
            .into_iter()
            .find(|variant| {
                variant
                    .aliases()
                    .iter()
                    .any(|alias| alias.eq_ignore_ascii_case(name))
            })
            .ok_or_else(|| UnknownVariantError::new(name))
    }

    /// `true` for every variant but standard chess.
    pub const fn is_variant(self) -> bool {
        !matches!(self, Variant::Chess)
    }
}

impl FromStr for Variant {
    type Err = UnknownVariantError;

    /// As [`Variant::from_name`].
    fn from_str(name: &str) -> Result<Variant, UnknownVariantError> {
        Variant::from_name(name)
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
/// use fianchetto_variant::Variant;
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
        let message = alloc::string::ToString::to_string(self);
        f.debug_tuple("UnknownVariantError")
            .field(&message)
            .finish()
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
        f.write_str(")")
    }
}

impl core::error::Error for UnknownVariantError {}

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
                assert_eq!(Variant::from_name(name), Ok(variant), "{name}");
                let upper = name.to_ascii_uppercase();
                assert_eq!(Variant::from_name(&upper), Ok(variant), "{upper}");
            }
        }
    }

    #[test]
    fn unknown_names_are_kept_cut_on_a_character_boundary() {
        let long = "é".repeat(30);
        let err = Variant::from_name(&long).unwrap_err();
        assert_eq!(err.name(), "é".repeat(20));
        assert!(Variant::from_name("giveaway").is_err());
        assert!(Variant::from_name("").is_err());
    }
}
