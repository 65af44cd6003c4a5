//! Distance to zeroing: how many plies until a capture or pawn move, as the DTZ tables and
//! python-chess's `probe_dtz` count it.

use crate::Wdl;

/// Distance to zeroing under the 50-move rule (DTZ50'' with rounding), for the side to move:
/// positive when it wins, negative when it loses, zero in a draw.
///
/// | [`Wdl`] | plies `n` | meaning |
/// |---|---|---|
/// | win | `1..=100` | a zeroing move (capture or pawn move) can be forced in `n` plies |
/// | cursed win | `> 100` | won, but drawn by the 50-move rule |
/// | draw | `0` | |
/// | blessed loss | `< -100` | lost, but saved by the 50-move rule |
/// | loss | `-100..=-1` | the opponent can force a zeroing move in `-n` plies |
///
/// The tables may round: `n` can stand for `n + 1` plies (and `-n` for `-n - 1`), but never
/// where that would change the result. A checkmated side to move has `-1`.
///
/// ```
/// use fianchetto_syzygy::{Dtz, Wdl};
///
/// assert_eq!(Dtz(7).wdl(), Wdl::Win);
/// assert_eq!(Dtz(-103).wdl(), Wdl::BlessedLoss);
/// assert_eq!(-Dtz(5), Dtz(-5));
/// assert_eq!(Dtz(0).to_string(), "0");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Dtz(pub i32);

impl Dtz {
    /// The result under the 50-move rule that the distance implies, from a halfmove clock of 0.
    ///
    /// ```
    /// use fianchetto_syzygy::{Dtz, Wdl};
    ///
    /// assert_eq!(Dtz(100).wdl(), Wdl::Win);
    /// assert_eq!(Dtz(101).wdl(), Wdl::CursedWin);
    /// assert_eq!(Dtz(-1).wdl(), Wdl::Loss);
    /// ```
    pub const fn wdl(self) -> Wdl {
        match self.0 {
            i32::MIN..=-101 => Wdl::BlessedLoss,
            -100..=-1 => Wdl::Loss,
            0 => Wdl::Draw,
            1..=100 => Wdl::Win,
            _ => Wdl::CursedWin,
        }
    }

    /// The distance at once after a zeroing move that reaches `wdl`: one ply to a win or loss,
    /// 101 to a cursed win or blessed loss.
    pub(crate) const fn before_zeroing(wdl: Wdl) -> Dtz {
        Dtz(match wdl {
            Wdl::Loss => -1,
            Wdl::BlessedLoss => -101,
            Wdl::Draw => 0,
            Wdl::CursedWin => 101,
            Wdl::Win => 1,
        })
    }
}

impl core::ops::Neg for Dtz {
    type Output = Dtz;

    /// The same distance from the other side's point of view.
    fn neg(self) -> Dtz {
        Dtz(-self.0)
    }
}

impl core::fmt::Display for Dtz {
    /// The number of plies, signed, as python-chess prints it.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.0)
    }
}
