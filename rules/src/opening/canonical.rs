//! Renju's 26 canonical openings. Black's first stone is on the centre, white's second touches it
//! (orthogonally: direct, 直指; diagonally: indirect, 斜指) and black's third lies within the central
//! 5x5. Up to the board's eight symmetries there are 13 of each, known by number and by name, so a
//! game's first three moves name it for the rest of the game.

use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::opening::symmetry::Symmetry;
use crate::point::{BoardSize, Color, Point};

/// An offset `(dx, dy)` from the centre, `dy` counted up the screen as in renju diagrams.
type Offset = (i32, i32);

/// Whether white's stone touches the centre along a line or across a corner.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// White orthogonally next to the centre (直指).
    Direct,
    /// White diagonally next to the centre (斜指).
    Indirect,
}

/// One of the 26, as a family and a number `1..=13` (checked on construction, so the tables
/// below can be indexed without a fallible path). Saved as its code (`"4D"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CanonicalOpening {
    family: Family,
    number: u8,
}

/// A row of the table: code, Chinese name, Japanese romanisation and black's third stone in the
/// standard orientation.
type Entry = (&'static str, &'static str, &'static str, Offset);

/// Direct openings first, then indirect, each by number.
const TABLE: [Entry; 26] = [
    ("1D", "寒星", "Kansei", (0, 2)),
    ("2D", "溪月", "Keigetsu", (1, 2)),
    ("3D", "疏星", "Sosei", (2, 2)),
    ("4D", "花月", "Kagetsu", (1, 1)),
    ("5D", "残月", "Zangetsu", (2, 1)),
    ("6D", "雨月", "Ugetsu", (1, 0)),
    ("7D", "金星", "Kinsei", (2, 0)),
    ("8D", "松月", "Shogetsu", (0, -1)),
    ("9D", "丘月", "Kyugetsu", (1, -1)),
    ("10D", "新月", "Shingetsu", (2, -1)),
    ("11D", "瑞星", "Zuisei", (0, -2)),
    ("12D", "山月", "Sangetsu", (1, -2)),
    ("13D", "游星", "Yusei", (2, -2)),
    ("1I", "长星", "Chosei", (2, 2)),
    ("2I", "峡月", "Kyogetsu", (2, 1)),
    ("3I", "恒星", "Kosei", (2, 0)),
    ("4I", "水月", "Suigetsu", (2, -1)),
    ("5I", "流星", "Ryusei", (2, -2)),
    ("6I", "云月", "Ungetsu", (1, 0)),
    ("7I", "浦月", "Hogetsu", (1, -1)),
    ("8I", "岚月", "Rangetsu", (1, -2)),
    ("9I", "银月", "Gingetsu", (0, -1)),
    ("10I", "明星", "Myojo", (0, -2)),
    ("11I", "斜月", "Shagetsu", (-1, -1)),
    ("12I", "名月", "Meigetsu", (-1, -2)),
    ("13I", "彗星", "Suisei", (-2, -2)),
];

impl TryFrom<String> for CanonicalOpening {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        CanonicalOpening::parse(&text)
    }
}

impl From<CanonicalOpening> for String {
    fn from(opening: CanonicalOpening) -> String {
        opening.code().to_owned()
    }
}

/// Openings in each family.
const PER_FAMILY: u8 = 13;

impl CanonicalOpening {
    /// All 26: 1D..13D, then 1I..13I (the order of [`CanonicalOpening::index`]).
    pub const ALL: [CanonicalOpening; 26] = {
        let first = CanonicalOpening {
            family: Family::Direct,
            number: 1,
        };
        let mut all = [first; 26];
        let mut i = 0;
        while i < 26 {
            all[i].number = (i % 13) as u8 + 1;
            if i >= 13 {
                all[i].family = Family::Indirect;
            }
            i += 1;
        }
        all
    };

    /// The opening `number` (1..=13) of `family`; `None` for any other number.
    pub fn new(family: Family, number: u8) -> Option<Self> {
        (1..=PER_FAMILY)
            .contains(&number)
            .then_some(CanonicalOpening { family, number })
    }

    pub const fn family(self) -> Family {
        self.family
    }

    /// 1..=13 within the family.
    pub const fn number(self) -> u8 {
        self.number
    }

    /// Position in [`CanonicalOpening::ALL`], 0..26: for per-opening arrays.
    pub const fn index(self) -> usize {
        self.family as usize * PER_FAMILY as usize + self.number as usize - 1
    }

    fn entry(self) -> &'static Entry {
        &TABLE[self.index()]
    }

    /// The short code, e.g. `4D` or `13I`.
    pub fn code(self) -> &'static str {
        self.entry().0
    }

    /// The Chinese name in simplified characters, e.g. `花月`.
    pub fn chinese(self) -> &'static str {
        self.entry().1
    }

    /// The Japanese name romanised without macrons, e.g. `Kagetsu`.
    pub fn japanese(self) -> &'static str {
        self.entry().2
    }

    /// Black, white, black as offsets from the centre, in the standard orientation: white
    /// straight up (direct) or up and to the right (indirect).
    fn offsets(self) -> [Offset; 3] {
        let white = match self.family {
            Family::Direct => (0, 1),
            Family::Indirect => (1, 1),
        };
        [(0, 0), white, self.entry().3]
    }

    /// The three stones (black, white, black) in the standard orientation, centred on
    /// `size.center()`. Every supported size (at least 5x5) holds the central 5x5, even boards
    /// included, since the centre is two points or more from every edge.
    pub fn stones(self, size: BoardSize) -> [Point; 3] {
        self.offsets().map(|offset| point_at(offset, size))
    }

    /// The three stones (black, white, black) carried by `symmetry` about the centre point
    /// (which on an even board is not the board's middle, about which [`Symmetry::apply`]
    /// turns), on every supported board.
    pub fn stones_under(self, symmetry: Symmetry, size: BoardSize) -> [Point; 3] {
        self.offsets()
            .map(|offset| point_at(turn(symmetry, offset), size))
    }

    /// Whether some symmetry carries the standard stones onto `seen`, in order.
    fn matches(self, seen: [Offset; 3]) -> bool {
        let standard = self.offsets();
        Symmetry::ALL
            .into_iter()
            .any(|symmetry| standard.map(|offset| turn(symmetry, offset)) == seen)
    }

    /// Reads a code (`4D`, `4d`), a romanisation (`kagetsu`), a Chinese name (`花月`) or the
    /// [`Display`](fmt::Display) form, ignoring surrounding whitespace.
    pub fn parse(s: &str) -> Result<Self, String> {
        let wanted = s.trim();
        CanonicalOpening::ALL
            .into_iter()
            .find(|opening| {
                opening.code().eq_ignore_ascii_case(wanted)
                    || opening.japanese().eq_ignore_ascii_case(wanted)
                    || opening.chinese() == wanted
                    || opening.to_string().eq_ignore_ascii_case(wanted)
            })
            .ok_or_else(|| {
                format!(
                    "{s:?} is not a canonical renju opening (give a code 1D..13D or 1I..13I, \
                     or a name such as Kagetsu or 花月)"
                )
            })
    }
}

impl FromStr for CanonicalOpening {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        CanonicalOpening::parse(s)
    }
}

impl fmt::Display for CanonicalOpening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.code(), self.chinese(), self.japanese())
    }
}

/// The offset of `point` from the centre of a board of `size`.
fn offset_of(point: Point, size: BoardSize) -> Offset {
    let center = size.center();
    (
        i32::from(point.x()) - i32::from(center.x()),
        i32::from(center.y()) - i32::from(point.y()),
    )
}

/// The point at `offset` from the centre; within two points of it, so on every supported board.
fn point_at((dx, dy): Offset, size: BoardSize) -> Point {
    let center = size.center();
    let point = Point::new(
        (i32::from(center.x()) + dx) as u8,
        (i32::from(center.y()) - dy) as u8,
    );
    debug_assert!(
        size.contains(point),
        "{size} cannot hold offset ({dx}, {dy})"
    );
    point
}

/// `symmetry` acting on an offset from the centre. [`Symmetry::apply`] turns about the middle of
/// the board, which on an even board is not the centre point the openings start from, so the
/// offset is placed in a 5x5 frame whose middle is the centre, turned there and read back.
fn turn(symmetry: Symmetry, (dx, dy): Offset) -> Offset {
    let frame = BoardSize::new(5).expect("5x5 is a supported size");
    let point = symmetry.apply(Point::new((2 + dx) as u8, (2 - dy) as u8), frame);
    (i32::from(point.x()) - 2, 2 - i32::from(point.y()))
}

/// The canonical opening that `first_three` (black, white, black, in that order) is an image of
/// under one of the eight symmetries about the centre. `None` unless exactly three points are
/// given and they are such an image: the first on the centre, the second touching it, the third
/// elsewhere within the central 5x5.
pub fn recognise(first_three: &[Point], size: BoardSize) -> Option<CanonicalOpening> {
    let &[first, second, third] = first_three else {
        return None;
    };
    let seen = [first, second, third].map(|point| offset_of(point, size));
    CanonicalOpening::ALL
        .into_iter()
        .find(|opening| opening.matches(seen))
}

/// The opening named by the board's first three stones in placement order, which must be black,
/// white, black (a set-up position placed in another order names nothing).
pub fn name_of(board: &Board) -> Option<CanonicalOpening> {
    let first: Vec<Point> = board.stones_in_order().take(3).collect();
    let colours = [Color::Black, Color::White, Color::Black];
    let in_colour = first
        .iter()
        .zip(colours)
        .all(|(&p, c)| board.stone(p) == Some(c));
    if first.len() == 3 && in_colour {
        recognise(&first, board.size())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{format_moves, parse_moves};
    use crate::point::{MAX_SIZE, MIN_SIZE};

    const STANDARD: BoardSize = BoardSize::STANDARD;

    fn moves(s: &str, size: BoardSize) -> Vec<Point> {
        parse_moves(s, size).unwrap()
    }

    fn code(opening: Option<CanonicalOpening>) -> Option<&'static str> {
        opening.map(CanonicalOpening::code)
    }

    #[test]
    fn every_opening_under_every_symmetry_is_recognised() {
        let mut cases = 0;
        for opening in CanonicalOpening::ALL {
            for (i, symmetry) in Symmetry::ALL.into_iter().enumerate() {
                let stones = opening
                    .stones(STANDARD)
                    .map(|p| symmetry.apply(p, STANDARD));
                let found = recognise(&stones, STANDARD);
                assert_eq!(found, Some(opening), "{opening} under symmetry {i}");
                cases += 1;
            }
        }
        assert_eq!(cases, 208);
    }

    #[test]
    fn the_table_is_in_order_and_reads_as_expected() {
        for (i, opening) in CanonicalOpening::ALL.into_iter().enumerate() {
            assert_eq!(opening.index(), i);
            let letter = if i < 13 { 'D' } else { 'I' };
            assert_eq!(opening.code(), format!("{}{letter}", opening.number()));
            let again = CanonicalOpening::new(opening.family(), opening.number());
            assert_eq!(again, Some(opening));
        }
        assert_eq!(CanonicalOpening::new(Family::Direct, 0), None);
        assert_eq!(CanonicalOpening::new(Family::Indirect, 14), None);
        let show = |code: &str| {
            let opening: CanonicalOpening = code.parse().unwrap();
            format_moves(&opening.stones(STANDARD), STANDARD)
        };
        assert_eq!(show("1D"), "h8h9h10");
        assert_eq!(show("4D"), "h8h9i9");
        assert_eq!(show("1I"), "h8i9j10");
        assert_eq!(show("13I"), "h8i9f6");
    }

    #[test]
    fn the_26_are_distinct_classes_covering_every_third_stone() {
        for a in CanonicalOpening::ALL {
            for b in CanonicalOpening::ALL {
                assert!(a == b || !a.matches(b.offsets()), "{a} is an image of {b}");
            }
        }
        let near = |r: i32| (-r..=r).flat_map(move |dx| (-r..=r).map(move |dy| (dx, dy)));
        let mut named = [0; 26];
        for white in near(1).filter(|&o| o != (0, 0)) {
            for third in near(2).filter(|&o| o != (0, 0) && o != white) {
                let seen = [(0, 0), white, third];
                let namers: Vec<_> = CanonicalOpening::ALL
                    .into_iter()
                    .filter(|opening| opening.matches(seen))
                    .collect();
                assert_eq!(
                    namers.len(),
                    1,
                    "white {white:?}, third {third:?}: {namers:?}"
                );
                let stones = seen.map(|offset| point_at(offset, STANDARD));
                assert_eq!(recognise(&stones, STANDARD), Some(namers[0]));
                named[namers[0].index()] += 1;
            }
        }
        assert_eq!(named.iter().sum::<i32>(), 8 * 23);
        // A third stone on the opening's own mirror line has four images, any other eight.
        for opening in CanonicalOpening::ALL {
            let (dx, dy) = opening.offsets()[2];
            let on_mirror = match opening.family() {
                Family::Direct => dx == 0,
                Family::Indirect => dx == dy,
            };
            let images = if on_mirror { 4 } else { 8 };
            assert_eq!(named[opening.index()], images, "{opening}");
        }
    }

    #[test]
    fn positions_that_are_not_openings_are_named_by_nothing() {
        let named = |s: &str| code(recognise(&moves(s, STANDARD), STANDARD));
        assert_eq!(named("h8h9i9"), Some("4D"));
        assert_eq!(named("g8g9h9"), None, "first stone off centre");
        assert_eq!(named("h8h10i9"), None, "white two away");
        assert_eq!(named("h8j10i9"), None, "white two away diagonally");
        assert_eq!(named("h8h9h11"), None, "third outside the 5x5");
        assert_eq!(named("h8i9k7"), None, "third outside the 5x5");
        assert_eq!(named("h9h8i9"), None, "white stone given first");
        assert_eq!(named("i9h9h8"), None, "centre stone given last");
        assert_eq!(named("h8h9"), None, "two stones");
        assert_eq!(named(""), None, "no stones");
        assert_eq!(named("h8h9i9a1"), None, "four stones");
        let [center, h9] = [STANDARD.center(), moves("h9", STANDARD)[0]];
        assert_eq!(
            recognise(&[center, h9, h9], STANDARD),
            None,
            "third on white"
        );
        assert_eq!(
            recognise(&[center, h9, center], STANDARD),
            None,
            "third on the centre"
        );
    }

    #[test]
    fn parse_round_trips_and_rejects_junk() {
        for opening in CanonicalOpening::ALL {
            for text in [
                opening.code().to_string(),
                format!("  {} ", opening.code().to_lowercase()),
                opening.japanese().to_string(),
                opening.japanese().to_uppercase(),
                opening.chinese().to_string(),
                opening.to_string(),
            ] {
                assert_eq!(text.parse::<CanonicalOpening>(), Ok(opening), "{text:?}");
            }
        }
        assert_eq!(code(" 13I ".parse().ok()), Some("13I"));
        assert_eq!(code("花月".parse().ok()), Some("4D"));
        let kagetsu = CanonicalOpening::parse("4d").unwrap();
        assert_eq!(kagetsu.to_string(), "4D 花月 Kagetsu");
        for junk in ["", "14D", "0I", "foo", "4X", "D4", "4", "Kagetsu Kagetsu"] {
            let error = CanonicalOpening::parse(junk).unwrap_err();
            assert!(
                error.contains("not a canonical renju opening"),
                "{junk:?}: {error}"
            );
        }
    }

    #[test]
    fn every_size_holds_them_about_its_centre() {
        // 20x20's centre is k10, the lower right of the middle four.
        let gomocup = BoardSize::GOMOCUP;
        assert_eq!(
            code(recognise(&moves("k10k11l11", gomocup), gomocup)),
            Some("4D")
        );
        for edge in u32::from(MIN_SIZE)..=u32::from(MAX_SIZE) {
            let size = BoardSize::new(edge).unwrap();
            for opening in CanonicalOpening::ALL {
                assert_eq!(opening.stones(size)[0], size.center());
                for (i, symmetry) in Symmetry::ALL.into_iter().enumerate() {
                    let image = opening.offsets().map(|o| point_at(turn(symmetry, o), size));
                    assert!(image.iter().all(|&p| size.contains(p)));
                    let found = recognise(&image, size);
                    assert_eq!(found, Some(opening), "{opening}, symmetry {i}, {size}");
                }
                // The same shape about a point beside the centre is no opening.
                let beside = opening.stones(size).map(|p| Point::new(p.x() + 1, p.y()));
                assert_eq!(
                    recognise(&beside, size),
                    None,
                    "{opening} beside centre, {size}"
                );
            }
        }
    }

    #[test]
    fn a_game_keeps_its_name_and_a_board_set_up_in_other_colours_has_none() {
        let mut board = Board::new(STANDARD);
        for p in moves("h8i9", STANDARD) {
            board.play(p).unwrap();
        }
        assert_eq!(name_of(&board), None);
        for p in moves("j7a1b2", STANDARD) {
            board.play(p).unwrap();
        }
        assert_eq!(code(name_of(&board)), Some("4I"));
        let mut set_up = Board::new(STANDARD);
        let colours = [Color::Black, Color::Black, Color::White];
        for (p, colour) in moves("h8i9j7", STANDARD).into_iter().zip(colours) {
            set_up.place(p, colour).unwrap();
        }
        assert_eq!(name_of(&set_up), None);
        let mut gomocup = Board::new(BoardSize::GOMOCUP);
        for p in moves("k10k9j11l11", BoardSize::GOMOCUP) {
            gomocup.play(p).unwrap();
        }
        assert_eq!(code(name_of(&gomocup)), Some("9D"));
    }
}
