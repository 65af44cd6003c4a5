//! The five WDL values, from the side to move's point of view.

/// Win, draw or loss under the 50-move rule, for the side to move, assuming the position was
/// reached by a capture or a pawn move (the clock at zero).
///
/// The order is the side to move's preference: `Loss < BlessedLoss < Draw < CursedWin < Win`.
///
/// ```
/// use fianchetto_syzygy::Wdl;
///
/// assert!(Wdl::Win > Wdl::CursedWin);
/// assert_eq!(-Wdl::CursedWin, Wdl::BlessedLoss);
/// assert_eq!(Wdl::from_i8(-2), Some(Wdl::Loss));
/// assert_eq!(Wdl::Draw.to_i8(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Wdl {
    /// Lost.
    Loss,
    /// Lost without the 50-move rule, drawn with it.
    BlessedLoss,
    /// Drawn.
    Draw,
    /// Won without the 50-move rule, drawn with it.
    CursedWin,
    /// Won.
    Win,
}

impl Wdl {
    /// The value as python-chess and the tables write it: -2 (loss) to 2 (win).
    ///
    /// ```
    /// use fianchetto_syzygy::Wdl;
    ///
    /// assert_eq!(Wdl::BlessedLoss.to_i8(), -1);
    /// ```
    pub const fn to_i8(self) -> i8 {
        self as i8 - 2
    }

    /// The value of -2 to 2, or `None` for any other number.
    ///
    /// ```
    /// use fianchetto_syzygy::Wdl;
    ///
    /// assert_eq!(Wdl::from_i8(1), Some(Wdl::CursedWin));
    /// assert_eq!(Wdl::from_i8(3), None);
    /// ```
    pub const fn from_i8(value: i8) -> Option<Wdl> {
        match value {
            -2 => Some(Wdl::Loss),
            -1 => Some(Wdl::BlessedLoss),
            0 => Some(Wdl::Draw),
            1 => Some(Wdl::CursedWin),
            2 => Some(Wdl::Win),
            _ => None,
        }
    }
}

impl core::ops::Neg for Wdl {
    type Output = Wdl;

    /// The same result from the other side's point of view.
    fn neg(self) -> Wdl {
        match self {
            Wdl::Loss => Wdl::Win,
            Wdl::BlessedLoss => Wdl::CursedWin,
            Wdl::Draw => Wdl::Draw,
            Wdl::CursedWin => Wdl::BlessedLoss,
            Wdl::Win => Wdl::Loss,
        }
    }
}
