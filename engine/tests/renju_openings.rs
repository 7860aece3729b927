//! The 26 canonical renju openings, one test each: the opening's three stones as renju books
//! draw them (black h8, white h9 for the direct ones and i9 for the indirect ones, then black's
//! third) are named by the opening's code, Chinese and Japanese names under each of the board's
//! eight symmetries, and nothing else is named by them.

use gomoku_engine::BoardSize;
use gomoku_engine::notation::parse_moves;
use gomoku_engine::opening::canonical::{CanonicalOpening, recognise};
use gomoku_engine::opening::symmetry::Symmetry;

const SIZE: BoardSize = BoardSize::STANDARD;

/// `moves` are named `code` (with these names) in all eight orientations.
fn named_in_every_orientation(moves: &str, code: &str, chinese: &str, japanese: &str) {
    let stones = parse_moves(moves, SIZE).unwrap();
    let expected = CanonicalOpening::parse(code).unwrap();
    assert_eq!(
        (expected.chinese(), expected.japanese()),
        (chinese, japanese)
    );
    assert_eq!(
        expected.stones(SIZE).to_vec(),
        stones,
        "{code}'s standard stones"
    );
    for (i, symmetry) in Symmetry::ALL.into_iter().enumerate() {
        let turned: Vec<_> = stones.iter().map(|&p| symmetry.apply(p, SIZE)).collect();
        assert_eq!(
            recognise(&turned, SIZE),
            Some(expected),
            "{code} under symmetry {i}"
        );
    }
    // The same stones in another order are no opening (white first, or black's two swapped
    // so the first is off the centre).
    let reordered = [stones[1], stones[0], stones[2]];
    assert_eq!(recognise(&reordered, SIZE), None, "{code} with white first");
    let swapped = [stones[2], stones[1], stones[0]];
    assert_eq!(
        recognise(&swapped, SIZE),
        None,
        "{code} from its third stone"
    );
}

macro_rules! openings {
    ($($test:ident: $moves:literal $code:literal $chinese:literal $japanese:literal;)*) => {
        $(
            #[test]
            fn $test() {
                named_in_every_orientation($moves, $code, $chinese, $japanese);
            }
        )*
    };
}

openings! {
    d01_kansei: "h8h9h10" "1D" "寒星" "Kansei";
    d02_keigetsu: "h8h9i10" "2D" "溪月" "Keigetsu";
    d03_sosei: "h8h9j10" "3D" "疏星" "Sosei";
    d04_kagetsu: "h8h9i9" "4D" "花月" "Kagetsu";
    d05_zangetsu: "h8h9j9" "5D" "残月" "Zangetsu";
    d06_ugetsu: "h8h9i8" "6D" "雨月" "Ugetsu";
    d07_kinsei: "h8h9j8" "7D" "金星" "Kinsei";
    d08_shogetsu: "h8h9h7" "8D" "松月" "Shogetsu";
    d09_kyugetsu: "h8h9i7" "9D" "丘月" "Kyugetsu";
    d10_shingetsu: "h8h9j7" "10D" "新月" "Shingetsu";
    d11_zuisei: "h8h9h6" "11D" "瑞星" "Zuisei";
    d12_sangetsu: "h8h9i6" "12D" "山月" "Sangetsu";
    d13_yusei: "h8h9j6" "13D" "游星" "Yusei";
    i01_chosei: "h8i9j10" "1I" "长星" "Chosei";
    i02_kyogetsu: "h8i9j9" "2I" "峡月" "Kyogetsu";
    i03_kosei: "h8i9j8" "3I" "恒星" "Kosei";
    i04_suigetsu: "h8i9j7" "4I" "水月" "Suigetsu";
    i05_ryusei: "h8i9j6" "5I" "流星" "Ryusei";
    i06_ungetsu: "h8i9i8" "6I" "云月" "Ungetsu";
    i07_hogetsu: "h8i9i7" "7I" "浦月" "Hogetsu";
    i08_rangetsu: "h8i9i6" "8I" "岚月" "Rangetsu";
    i09_gingetsu: "h8i9h7" "9I" "银月" "Gingetsu";
    i10_myojo: "h8i9h6" "10I" "明星" "Myojo";
    i11_shagetsu: "h8i9g7" "11I" "斜月" "Shagetsu";
    i12_meigetsu: "h8i9g6" "12I" "名月" "Meigetsu";
    i13_suisei: "h8i9f6" "13I" "彗星" "Suisei";
}

#[test]
fn three_stones_that_are_no_canonical_opening_are_named_by_nothing() {
    for moves in [
        "i8h9h10",  // black's first off the centre
        "h8h10h11", // white two away
        "h8i9k10",  // black's third outside the central 5x5
        "h8h9",     // two stones
        "h8h9h10h11",
    ] {
        let stones = parse_moves(moves, SIZE).unwrap();
        assert_eq!(recognise(&stones, SIZE), None, "{moves}");
    }
}
