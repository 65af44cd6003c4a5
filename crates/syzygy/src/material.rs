//! Material keys: which pieces each side has, written as the table files are named (`KQvKR`).
//! A table holds a material and its colour-flipped twin, under the normalised name: the side
//! with more pieces first, or with equal counts the side with the stronger pieces.

use fianchetto_movegen::{Board, Color, Role};

/// The roles in the order of a table name: king first, pawn last.
pub(crate) const NAME_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Piece counts per colour and role, indexed `[color as usize][role as usize]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Material {
    counts: [[u8; 6]; 2],
}

impl Material {
    /// The material on a board, White's pieces first.
    pub(crate) fn from_board(board: &Board) -> Material {
        let mut counts = [[0; 6]; 2];
        for color in [Color::White, Color::Black] {
            for role in NAME_ORDER {
                let bb = board.by_color(color) & board.by_role(role);
                counts[color as usize][role as usize] = bb.len() as u8;
            }
        }
        Material { counts }
    }

    /// Reads a name like `KQvKR` (White's pieces before the `v`), or `None` when it is not one:
    /// only `KQRBNP`, at most 7 pieces, and exactly one king per side when `one_king` (else at
    /// least one piece per side, as in giveaway's `QvR`).
    pub(crate) fn from_name(name: &str, one_king: bool) -> Option<Material> {
        let (white, black) = name.split_once('v')?;
        let mut counts = [[0u8; 6]; 2];
        for (color, side) in [(Color::White, white), (Color::Black, black)] {
            for c in side.chars() {
                let role = Role::from_char(c.to_ascii_lowercase())?;
                if !c.is_ascii_uppercase() {
                    return None;
                }
                counts[color as usize][role as usize] += 1;
            }
            let side = counts[color as usize];
            if (one_king && side[Role::King as usize] != 1) || side.iter().all(|&n| n == 0) {
                return None;
            }
        }
        let material = Material { counts };
        (material.count() <= 7).then_some(material)
    }

    /// All pieces of both sides.
    pub(crate) fn count(&self) -> usize {
        self.counts.iter().flatten().map(|&n| usize::from(n)).sum()
    }

    /// Whether any side has a pawn.
    pub(crate) fn has_pawns(&self) -> bool {
        self.counts[0][Role::Pawn as usize] + self.counts[1][Role::Pawn as usize] > 0
    }

    /// The pieces of one colour.
    pub(crate) fn side(&self, color: Color) -> [u8; 6] {
        self.counts[color as usize]
    }

    /// The colours swapped.
    pub(crate) fn flipped(&self) -> Material {
        Material {
            counts: [self.counts[1], self.counts[0]],
        }
    }

    /// The side's pieces as the indices of their letters in `KQRBNP`, strongest first.
    fn letter_indices(&self, color: Color) -> Vec<usize> {
        let mut out = Vec::new();
        for (i, role) in NAME_ORDER.into_iter().enumerate() {
            for _ in 0..self.counts[color as usize][role as usize] {
                out.push(i);
            }
        }
        out
    }

    /// The material as its table is named: the side with more pieces first; with as many, the
    /// side whose pieces are stronger, compared letter by letter. python-chess's rule, so the
    /// same file names are found.
    pub(crate) fn normalized(&self) -> Material {
        let white = self.letter_indices(Color::White);
        let black = self.letter_indices(Color::Black);
        if (white.len(), &black) < (black.len(), &white) {
            self.flipped()
        } else {
            *self
        }
    }

    /// Whether the material is its own colour flip (`KRvKR`).
    pub(crate) fn is_symmetric(&self) -> bool {
        self.counts[0] == self.counts[1]
    }

    /// The name, White's (or the first side's) pieces before the `v`.
    pub(crate) fn name(&self) -> String {
        let mut out = String::new();
        for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
            if i == 1 {
                out.push('v');
            }
            for role in NAME_ORDER {
                for _ in 0..self.counts[color as usize][role as usize] {
                    out.push(role.upper_char());
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Material;

    #[test]
    fn names_normalise_as_the_files_are_named() {
        for (name, normal) in [
            ("KvKQ", "KQvK"),
            ("KRvKQ", "KQvKR"),
            ("KPvKQ", "KQvKP"),
            ("KvKPP", "KPPvK"),
            ("KRvKR", "KRvKR"),
            ("KNvKB", "KBvKN"),
        ] {
            let material = Material::from_name(name, true).unwrap();
            assert_eq!(material.normalized().name(), normal, "{name}");
        }
        assert!(Material::from_name("KKvK", true).is_none());
        assert_eq!(Material::from_name("KKvK", false).unwrap().name(), "KKvK");
        assert_eq!(
            Material::from_name("QvK", false)
                .unwrap()
                .normalized()
                .name(),
            "KvQ"
        );
        assert!(Material::from_name("Qv", false).is_none());
        assert!(Material::from_name("KQvk", true).is_none());
        assert!(Material::from_name("KQQQQQQvK", true).is_none());
    }
}
