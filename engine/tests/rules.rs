//! The win check of every rule set: fives in all directions, overlines, exact-five edge cases,
//! board edges and corners, caro's blocked fives, the returned winning row, and full-board draws.
//!
//! Positions are built with `Board::place` (colours chosen freely) and checked with
//! `winning_line(board, last, rule)`; the renju forbidden overline and the draw go through `Game`.

use gomoku_engine::diagram::parse_diagram;
use gomoku_engine::rules::winning_line;
use gomoku_engine::{
    Board, BoardSize, Color, Direction, ForbiddenKind, Game, GameOptions, GameResult, PlayError,
    Point, Rule, WinLine,
};

const BLACK: Color = Color::Black;
const WHITE: Color = Color::White;

fn size(edge: u32) -> BoardSize {
    BoardSize::new(edge).expect("supported size")
}

/// `length` points from `start` along `direction`.
fn line(start: Point, direction: Direction, length: i32) -> Vec<Point> {
    (0..length)
        .map(|k| {
            start
                .step(direction, k)
                .expect("line stays on the largest board")
        })
        .collect()
}

/// A board with `stones` of `color` and `others` of the opponent.
fn board_with(edge: u32, color: Color, stones: &[Point], others: &[Point]) -> Board {
    let mut board = Board::new(size(edge));
    for &p in stones {
        board.place(p, color).expect("free point");
    }
    for &p in others {
        board.place(p, color.opponent()).expect("free point");
    }
    board
}

/// Checks that the stone on `last` wins under `rule` with exactly the stones of `row`.
fn assert_wins_with(board: &Board, last: Point, rule: Rule, row: &[Point]) {
    let win = winning_line(board, last, rule)
        .unwrap_or_else(|| panic!("{rule}: {last:?} should win with {row:?}\n{board}"));
    let mut got: Vec<Point> = win.points().collect();
    let mut expected = row.to_vec();
    got.sort();
    expected.sort();
    assert_eq!(
        got, expected,
        "{rule}: winning row through {last:?}\n{board}"
    );
    assert_eq!(win.length as usize, row.len());
    assert!(win.contains(last));
    let color = board.stone(last);
    assert!(got.iter().all(|&p| board.stone(p) == color));
}

fn assert_no_win(board: &Board, last: Point, rule: Rule) {
    assert_eq!(
        winning_line(board, last, rule),
        None,
        "{rule}: {last:?} should not win\n{board}"
    );
}

/// Checks `assert_wins_with` (or `assert_no_win`) with every stone of `row` as the last move.
fn check_every_stone(board: &Board, rule: Rule, row: &[Point], wins: bool) {
    for &last in row {
        if wins {
            assert_wins_with(board, last, rule, row);
        } else {
            assert_no_win(board, last, rule);
        }
    }
}

/// Whether an overline of `color` wins under `rule`.
fn overline_wins(rule: Rule, color: Color) -> bool {
    match rule {
        Rule::Freestyle | Rule::Caro => true,
        Rule::Standard => false,
        Rule::Renju => color == WHITE,
    }
}

#[test]
fn a_five_wins_in_all_four_directions_for_both_colours_under_every_rule() {
    let centre = Point::new(7, 7);
    for rule in Rule::ALL {
        for color in Color::BOTH {
            for direction in Direction::ALL {
                let row = line(centre.step(direction, -2).unwrap(), direction, 5);
                let board = board_with(15, color, &row, &[]);
                check_every_stone(&board, rule, &row, true);
                assert_eq!(
                    winning_line(&board, row[0], rule).unwrap().direction,
                    direction
                );
            }
        }
    }
}

#[test]
fn four_in_a_row_and_four_with_a_gap_win_nothing() {
    for rule in Rule::ALL {
        for direction in Direction::ALL {
            let start = Point::new(4, 9).step(direction, -2).unwrap();
            let four = line(start, direction, 4);
            check_every_stone(&board_with(15, BLACK, &four, &[]), rule, &four, false);
            // `XXXX.X` and `XX.XX`: no unbroken five.
            let mut gapped = four.clone();
            gapped.push(start.step(direction, 5).unwrap());
            check_every_stone(&board_with(15, WHITE, &gapped, &[]), rule, &gapped, false);
            let split: Vec<Point> = [0, 1, 3, 4]
                .map(|k| start.step(direction, k).unwrap())
                .to_vec();
            check_every_stone(&board_with(15, BLACK, &split, &[]), rule, &split, false);
        }
    }
}

#[test]
fn six_in_a_row_wins_only_where_overlines_count() {
    for rule in Rule::ALL {
        for color in Color::BOTH {
            for direction in Direction::ALL {
                let row = line(Point::new(7, 7).step(direction, -3).unwrap(), direction, 6);
                let board = board_with(15, color, &row, &[]);
                check_every_stone(&board, rule, &row, overline_wins(rule, color));
            }
        }
    }
}

#[test]
fn seven_made_by_joining_two_threes_wins_only_where_overlines_count() {
    for rule in Rule::ALL {
        for color in Color::BOTH {
            for direction in Direction::ALL {
                let row = line(Point::new(8, 8).step(direction, -3).unwrap(), direction, 7);
                let (gap, threes) = (row[3], [&row[..3], &row[4..]].concat());
                let mut board = board_with(15, color, &threes, &[]);
                assert_no_win(&board, row[0], rule);
                board.place(gap, color).unwrap();
                let wins = winning_line(&board, gap, rule);
                assert_eq!(wins.is_some(), overline_wins(rule, color), "{rule} {color}");
                if wins.is_some() {
                    assert_wins_with(&board, gap, rule, &row);
                }
            }
        }
    }
}

#[test]
fn exact_five_with_a_same_colour_stone_one_gap_away_still_wins() {
    // `XXXXX.X`: the five is exactly five; the far stone is not part of the row.
    for rule in Rule::ALL {
        for color in Color::BOTH {
            for direction in Direction::ALL {
                let start = Point::new(9, 9).step(direction, -3).unwrap();
                let five = line(start, direction, 5);
                let beyond = start.step(direction, 6).unwrap();
                let board = board_with(15, color, &[five.clone(), vec![beyond]].concat(), &[]);
                check_every_stone(&board, rule, &five, true);
                assert_no_win(&board, beyond, rule);
            }
        }
    }
}

#[test]
fn a_move_making_an_overline_and_a_five_wins_with_the_five_under_exact_five_rules() {
    // e8 makes a six on row 8 and a five on column e.
    let board = parse_diagram(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        . . . . X . . . .
        . . . . X . . . .
        X X X X X X . . .
        . . . . . . . . .
        . . . . . . . . .",
    )
    .unwrap()
    .to_board(None);
    let last = Point::new(4, 6);
    let column = line(Point::new(4, 2), Direction::Vertical, 5);
    let row = line(Point::new(0, 6), Direction::Horizontal, 6);
    for rule in [Rule::Standard, Rule::Renju] {
        assert_wins_with(&board, last, rule, &column);
    }
    // Freestyle and caro accept either row; whichever is reported must be one of them.
    for rule in [Rule::Freestyle, Rule::Caro] {
        let win: Vec<Point> = winning_line(&board, last, rule).unwrap().points().collect();
        assert!(win.len() == 5 && win.iter().all(|p| column.contains(p)) || win == row);
    }
}

#[test]
fn fives_touching_every_edge_and_corner_win_on_5_15_and_22() {
    for edge in [5u32, 15, 22] {
        let n = edge as i32;
        let on_board = |x: i32, y: i32| (0..n).contains(&x) && (0..n).contains(&y);
        let mut checked = 0;
        for direction in Direction::ALL {
            let (dx, dy) = direction.delta();
            for start in size(edge).points() {
                let (x0, y0) = (start.x() as i32, start.y() as i32);
                let (x4, y4) = (x0 + 4 * dx, y0 + 4 * dy);
                let touches_edge = !on_board(x0 - dx, y0 - dy) || !on_board(x4 + dx, y4 + dy);
                if !on_board(x4, y4) || !touches_edge {
                    continue;
                }
                let row = line(start, direction, 5);
                for rule in Rule::ALL {
                    let board = board_with(edge, BLACK, &row, &[]);
                    check_every_stone(&board, rule, &row, true);
                }
                checked += 1;
            }
        }
        // 5x5: 5 rows + 5 columns + 2 diagonals, each spanning the whole board.
        if edge == 5 {
            assert_eq!(checked, 12);
        }
    }
}

#[test]
fn rows_do_not_wrap_around_the_board_edge() {
    // Four stones ending on the last column plus one at the start of the next row (or column) are
    // adjacent in memory on a 22x22 board but not on the board.
    for rule in Rule::ALL {
        for edge in [9u32, 22] {
            let last = (edge - 1) as u8;
            let cases = [
                (
                    line(Point::new(last - 3, 4), Direction::Horizontal, 4),
                    Point::new(0, 5),
                ),
                (
                    line(Point::new(4, last - 3), Direction::Vertical, 4),
                    Point::new(5, 0),
                ),
                (
                    line(Point::new(last - 3, 2), Direction::Diagonal, 4),
                    Point::new(0, 7),
                ),
                (
                    line(Point::new(0, 4), Direction::AntiDiagonal, 4),
                    Point::new(last, 4),
                ),
            ];
            for (four, wrapped) in cases {
                let board = board_with(edge, BLACK, &[four.clone(), vec![wrapped]].concat(), &[]);
                check_every_stone(&board, rule, &four, false);
                assert_no_win(&board, wrapped, rule);
            }
        }
    }
}

#[test]
fn caro_five_blocked_by_the_opponent_at_both_ends_does_not_win() {
    for color in Color::BOTH {
        for direction in Direction::ALL {
            let start = Point::new(7, 7).step(direction, -2).unwrap();
            let five = line(start, direction, 5);
            let ends = [
                start.step(direction, -1).unwrap(),
                start.step(direction, 5).unwrap(),
            ];
            let board = board_with(15, color, &five, &ends);
            check_every_stone(&board, Rule::Caro, &five, false);
            // Every other rule ignores the blockers.
            for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
                check_every_stone(&board, rule, &five, true);
            }
        }
    }
}

#[test]
fn caro_five_blocked_at_one_end_or_by_its_own_colour_wins() {
    for color in Color::BOTH {
        for direction in Direction::ALL {
            let start = Point::new(7, 7).step(direction, -2).unwrap();
            let five = line(start, direction, 5);
            let (before, after) = (start.step(direction, -1), start.step(direction, 5));
            for blocker in [before, after] {
                let board = board_with(15, color, &five, &[blocker.unwrap()]);
                check_every_stone(&board, Rule::Caro, &five, true);
            }
            // `O XXXXX . X`: the own stone beyond the gap does not block.
            let far = start.step(direction, 6).unwrap();
            let board = board_with(
                15,
                color,
                &[five.clone(), vec![far]].concat(),
                &[before.unwrap()],
            );
            check_every_stone(&board, Rule::Caro, &five, true);
        }
    }
}

#[test]
fn caro_five_touching_the_edge_with_an_opponent_stone_at_the_other_end_wins() {
    let cases = [
        (Point::new(0, 3), Direction::Horizontal),
        (Point::new(10, 3), Direction::Horizontal),
        (Point::new(3, 0), Direction::Vertical),
        (Point::new(3, 10), Direction::Vertical),
        (Point::new(0, 0), Direction::Diagonal),
        (Point::new(10, 10), Direction::Diagonal),
        (Point::new(0, 14), Direction::AntiDiagonal),
        (Point::new(10, 4), Direction::AntiDiagonal),
    ];
    for (start, direction) in cases {
        let five = line(start, direction, 5);
        let inner_end = [start.step(direction, -1), start.step(direction, 5)]
            .into_iter()
            .flatten()
            .find(|&p| BoardSize::STANDARD.contains(p))
            .unwrap();
        let board = board_with(15, WHITE, &five, &[inner_end]);
        check_every_stone(&board, Rule::Caro, &five, true);
    }
}

#[test]
fn caro_overline_wins_even_when_blocked_at_both_ends() {
    let six = line(Point::new(3, 5), Direction::Horizontal, 6);
    let board = board_with(15, BLACK, &six, &[Point::new(2, 5), Point::new(9, 5)]);
    check_every_stone(&board, Rule::Caro, &six, true);
}

#[test]
fn caro_blocked_five_still_wins_through_another_line_of_the_same_move() {
    // c3 closes a blocked row five and an open column five.
    let board = parse_diagram(
        "
        . . . . . . . . .
        . . X . . . . . .
        . . X . . . . . .
        O X X X X X O . .
        . . X . . . . . .
        . . X . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    )
    .unwrap()
    .to_board(None);
    let column = line(Point::new(2, 1), Direction::Vertical, 5);
    assert_wins_with(&board, Point::new(2, 3), Rule::Caro, &column);
    assert_no_win(&board, Point::new(1, 3), Rule::Caro);
}

#[test]
fn no_win_is_reported_for_a_last_move_not_on_the_five() {
    let five = line(Point::new(2, 2), Direction::Diagonal, 5);
    let mut board = board_with(15, BLACK, &five, &[]);
    board.place(Point::new(10, 3), BLACK).unwrap();
    board.place(Point::new(3, 2), BLACK).unwrap(); // touches the five but is not in line with it
    for rule in Rule::ALL {
        assert_no_win(&board, Point::new(10, 3), rule);
        assert_no_win(&board, Point::new(3, 2), rule);
        assert_no_win(&board, Point::new(0, 14), rule); // an empty point
        assert_no_win(&board, Point::new(7, 7), rule); // the empty point that extends the five
    }
}

#[test]
fn win_line_lists_its_points_from_start_along_direction() {
    let win = WinLine {
        start: Point::new(4, 10),
        direction: Direction::AntiDiagonal,
        length: 5,
    };
    let points: Vec<Point> = win.points().collect();
    assert_eq!(points, line(Point::new(4, 10), Direction::AntiDiagonal, 5));
    assert!(win.contains(Point::new(8, 6)));
    assert!(!win.contains(Point::new(9, 5)));
    assert!(!win.contains(Point::new(3, 11)));
}

/// A full board with no five in any direction: `((x + 2y) mod 4) < 2` is black. Rows and
/// anti-diagonals have runs of two, columns and diagonals alternate.
fn drawn_pattern(edge: u32) -> (Vec<Point>, Vec<Point>) {
    size(edge)
        .points()
        .partition(|p| (p.x() as u32 + 2 * p.y() as u32) % 4 < 2)
}

#[test]
fn drawn_pattern_has_no_five_and_black_has_the_extra_stone() {
    for edge in 5..=22 {
        let (black, white) = drawn_pattern(edge);
        assert_eq!(black.len(), white.len() + (edge as usize % 2), "{edge}");
        let board = board_with(edge, BLACK, &black, &white);
        assert!(board.is_full());
        for point in size(edge).points() {
            for direction in Direction::ALL {
                let (run, _) = board.run_through(point, direction, board.stone(point).unwrap());
                assert!(run <= 2, "{edge}: run of {run} through {point:?}");
            }
            for rule in Rule::ALL {
                assert_no_win(&board, point, rule);
            }
        }
    }
}

/// Plays the drawn pattern through `Game`, black and white alternately; under renju black picks
/// its first target point that is not forbidden.
fn play_drawn_game(edge: u32, rule: Rule) -> Game {
    let (mut black, mut white) = drawn_pattern(edge);
    let mut game = Game::new(rule, size(edge));
    let total = black.len() + white.len();
    for ply in 0..total {
        let point = if ply.is_multiple_of(2) {
            let index = (0..black.len())
                .find(|&i| game.forbidden_kind(black[i]).is_none())
                .expect("black has an allowed point left");
            black.remove(index)
        } else {
            white.remove(0)
        };
        let result = game.play(point).expect("legal move");
        if ply + 1 < total {
            assert_eq!(result, None, "{rule} {edge}: ply {ply}");
        } else {
            assert_eq!(result, Some(GameResult::Draw), "{rule} {edge}");
        }
    }
    game
}

#[test]
fn filling_the_board_without_a_five_is_a_draw_under_every_rule() {
    for rule in Rule::ALL {
        for edge in [5, 6, 15] {
            let mut game = play_drawn_game(edge, rule);
            assert!(game.board().is_full());
            assert_eq!(game.result(), Some(GameResult::Draw));
            assert_eq!(game.result().unwrap().winner(), None);
            assert_eq!(game.result().unwrap().to_string(), "draw");
            let last = game.last_move().unwrap();
            assert!(matches!(
                game.play(last),
                Err(PlayError::GameOver(GameResult::Draw))
            ));
            game.undo();
            assert_eq!(game.result(), None);
        }
    }
}

#[test]
fn the_move_that_fills_the_board_and_makes_a_five_wins_rather_than_draws() {
    // 13 black and 12 white stones; only the top row is a five, and black's c5 (2, 0) comes last.
    let diagram = parse_diagram(
        "
        X X X X X
        O X O X O
        X O X O X
        O X O X O
        O O X O O",
    )
    .unwrap();
    let last = Point::new(2, 0);
    let (mut black, mut white): (Vec<Point>, Vec<Point>) = (Vec::new(), Vec::new());
    for &(point, color) in &diagram.stones {
        match color {
            BLACK if point != last => black.push(point),
            BLACK => {}
            WHITE => white.push(point),
        }
    }
    for rule in Rule::ALL {
        let mut game = Game::new(rule, diagram.size);
        for (b, w) in black.iter().zip(&white) {
            assert_eq!(game.play(*b), Ok(None), "{rule}: {b:?}");
            assert_eq!(game.play(*w), Ok(None), "{rule}: {w:?}");
        }
        let result = game.play(last).unwrap();
        assert!(game.board().is_full());
        let row = line(Point::new(0, 0), Direction::Horizontal, 5);
        let expected = GameResult::Win {
            color: BLACK,
            line: winning_line(game.board(), last, rule).expect("the top row wins"),
        };
        assert_eq!(result, Some(expected), "{rule}");
        assert_wins_with(game.board(), last, rule, &row);
    }
}

/// Renju: black e8 f8 g8 . i8 j8 k8 (white far away), then black h8 is an overline.
fn renju_overline_setup(strict_forbidden: bool) -> Game {
    let options = GameOptions {
        rule: Rule::Renju,
        size: BoardSize::STANDARD,
        strict_forbidden,
    };
    let black = [(4, 7), (5, 7), (6, 7), (8, 7), (9, 7), (10, 7)];
    let white = [(0, 0), (2, 0), (4, 0), (6, 0), (8, 0), (10, 0)];
    let moves: Vec<Point> = black
        .iter()
        .zip(&white)
        .flat_map(|(&(bx, by), &(wx, wy))| [Point::new(bx, by), Point::new(wx, wy)])
        .collect();
    Game::from_moves(options, &moves).expect("setup moves are legal")
}

#[test]
fn renju_black_overline_is_refused_by_a_lenient_referee() {
    let mut game = renju_overline_setup(false);
    let before = game.clone();
    let h8 = Point::new(7, 7);
    assert_eq!(game.forbidden_kind(h8), Some(ForbiddenKind::Overline));
    assert!(game.forbidden_points().contains(&h8));
    let error = game.play(h8).unwrap_err();
    assert_eq!(
        error,
        PlayError::Forbidden {
            point: h8,
            kind: ForbiddenKind::Overline
        }
    );
    assert_eq!(
        error.to_string(),
        "(7, 7) is forbidden for black (overline)"
    );
    assert_eq!(game, before);
}

#[test]
fn renju_black_overline_loses_with_a_strict_referee() {
    let mut game = renju_overline_setup(true);
    let h8 = Point::new(7, 7);
    let expected = GameResult::ForbiddenLoss {
        point: h8,
        kind: ForbiddenKind::Overline,
    };
    assert_eq!(game.play(h8), Ok(Some(expected)));
    assert_eq!(game.board().stone(h8), Some(BLACK));
    assert_eq!(expected.winner(), Some(WHITE));
}

#[test]
fn renju_white_overline_wins() {
    // White builds `OOO.OOO` on row 8 while black plays scattered single stones, then fills it.
    let black = [(0, 0), (2, 0), (4, 0), (6, 0), (8, 0), (10, 0), (12, 0)];
    let white = [(4, 7), (5, 7), (6, 7), (8, 7), (9, 7), (10, 7), (7, 7)];
    let moves: Vec<Point> = black
        .iter()
        .zip(&white)
        .flat_map(|(&(bx, by), &(wx, wy))| [Point::new(bx, by), Point::new(wx, wy)])
        .collect();
    let (setup, last) = moves.split_at(moves.len() - 1);
    let mut game = Game::from_moves(
        GameOptions {
            rule: Rule::Renju,
            size: BoardSize::STANDARD,
            strict_forbidden: true,
        },
        setup,
    )
    .unwrap();
    let result = game.play(last[0]).unwrap().expect("white wins");
    let GameResult::Win { color, line: win } = result else {
        panic!("expected a win, got {result:?}");
    };
    assert_eq!(color, WHITE);
    assert_eq!(
        win.points().collect::<Vec<_>>(),
        line(Point::new(4, 7), Direction::Horizontal, 7)
    );
}
