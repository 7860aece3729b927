//! Hand-made renju positions (RIF rules), continued: overlines, fives that win whatever else they
//! make, open fours, white never being restricted and occupied points never being forbidden.
//! Diagram conventions and the harness are described in `renju_forbidden.rs` and
//! `support/mod.rs`.

mod support;
use ForbiddenKind::{DoubleFour, DoubleThree, Overline};
use gomoku_engine::diagram::parse_diagram;
use gomoku_engine::{Color, ForbiddenKind, Point};
use support::{ALLOWED, Case, run};

/// 5. Overlines: six, seven, nine, made by filling a gap.
#[test]
fn overlines() {
    run(&[
        // f8 joins e8..j8: six. k8 on the other side makes g8..k8, exactly five (f8 empty): a win,
        // allowed.
        Case {
            name: "overline: six by filling `X.XXXX`",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . X * X X X X ? . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(Overline)), ('?', ALLOWED)],
            complete: true,
        },
        // h8 joins e8..k8: seven.
        Case {
            name: "overline: seven by filling `XXX.XXX`",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . X X X * X X X . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(Overline))],
            complete: false,
        },
        // h8 joins d12..l4 on the diagonal: nine.
        Case {
            name: "overline: nine on a diagonal",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . X . . . . . . . . . . .
            11 . . . . X . . . . . . . . . .
            10 . . . . . X . . . . . . . . .
             9 . . . . . . X . . . . . . . .
             8 . . . . . . . * . . . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . . . X . . . .
             4 . . . . . . . . . . . X . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(Overline))],
            complete: false,
        },
        // h8 joins e5 f6 g7 and i9 j10: six.
        Case {
            name: "overline: `XXX.XX` on the anti-diagonal",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . . . . . X . . . . . .
             8 . . . . . . . * . . . . . . .
             7 . . . . . . X . . . . . . . .
             6 . . . . . X . . . . . . . . .
             5 . . . . X . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(Overline))],
            complete: false,
        },
        // Row e8..j8 through h8 is six; that the column (four, h12 white) and diagonal (three) would
        // make an allowed four-three changes nothing.
        Case {
            name: "overline is forbidden even with a four-three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . O . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . X X X * X X . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(Overline))],
            complete: false,
        },
    ]);
}

/// 6. An exact five wins even when it is also a forbidden shape.
#[test]
fn five_beats_forbidden() {
    run(&[
        // d8..h8 is exactly five (c8, i8 empty); the two open threes h9 h10 / i7 j6 do not matter.
        Case {
            name: "five wins despite a double three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X X X X ? . . . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
        // Exact five on the row; the column four (h12 white) and diagonal four (l4 white) do not
        // matter.
        Case {
            name: "five wins despite a double four",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . O . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X X X X ? . . . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . . . X . . . .
             4 . . . . . . . . . . . O . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
        // Row d8..h8 is exactly five; column h5..h10 would be six. Five takes precedence.
        Case {
            name: "five wins despite an overline on another line",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X X X X ? . . . . . . .
             7 . . . . . . . X . . . . . . .
             6 . . . . . . . X . . . . . . .
             5 . . . . . . . X . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
    ]);
}

/// 7. An open four is one four.
#[test]
fn open_fours() {
    run(&[
        // h8 or d8 makes `.XXXX.`: two ways to five but one four. c8/i8 make a plain four: nothing
        // is forbidden.
        Case {
            name: "open four alone is one four",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . ? X X X ? . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: true,
        },
        // Row e8..h8 open four (one four) + column h8..h11 (h12 white, h7 completes) another four.
        Case {
            name: "open four plus a four is a double four",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . O . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . X X X * . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleFour))],
            complete: false,
        },
        // Row open four + column open three: one four and one three.
        Case {
            name: "open four plus open three is an allowed four-three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . X X X ? . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
    ]);
}

/// White is never restricted: the same position has three forbidden points with black to move
/// (double three h8, overline e2 = b2..g2, double four l13 = `X.XXX.X` on row 13) and none with
/// white to move, although `forbidden_kind` still describes a black stone there.
#[test]
fn white_is_never_restricted() {
    let diagram = parse_diagram(
        "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . X . X # X . X
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X # . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . X X X # X X . . . . . . . .
             1 . . . . . . . . . . . . . . .",
    )
    .unwrap();
    let marked = diagram.marked('#');
    let black = diagram.to_board(Some(Color::Black));
    assert_eq!(black.forbidden_points(), marked, "black to move");
    let white = diagram.to_board(Some(Color::White));
    assert_eq!(
        white.forbidden_points(),
        Vec::<Point>::new(),
        "white to move"
    );
    let kinds: Vec<_> = marked.iter().map(|&p| white.forbidden_kind(p)).collect();
    assert_eq!(
        kinds,
        [Some(DoubleFour), Some(DoubleThree), Some(Overline)],
        "l13, h8, e2 for a black stone"
    );
}

/// h8 is a double three while empty; with a stone of either colour on it, it is not forbidden
/// (and points off the board are never forbidden).
#[test]
fn occupied_points_are_never_forbidden() {
    let diagram = parse_diagram(
        "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X * . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
    )
    .unwrap();
    let h8 = diagram.marked('*')[0];
    let board = diagram.to_board(Some(Color::Black));
    assert_eq!(board.forbidden_kind(h8), Some(DoubleThree));
    assert_eq!(board.forbidden_points(), [h8]);
    for color in Color::BOTH {
        let mut taken = board.clone();
        taken.place(h8, color).unwrap();
        taken.set_side_to_move(Color::Black);
        assert_eq!(taken.forbidden_kind(h8), None, "{color} stone on h8");
        assert!(!taken.is_forbidden(h8), "{color} stone on h8");
        assert!(
            !taken.forbidden_points().contains(&h8),
            "{color} stone on h8"
        );
    }
    assert_eq!(
        board.forbidden_kind(Point::new(15, 7)),
        None,
        "off the board"
    );
    assert_eq!(
        board.forbidden_kind(Point::new(20, 20)),
        None,
        "off the board"
    );
}
