//! Tactics suite: positions with known answers across freestyle, standard and renju. Generated
//! positions come from a fixed-seed generator and are kept only when the independent referee in
//! `tactics_support` (plain cell scans) establishes the answer; a few classic shapes are written
//! by hand. Each category reports every failing position before asserting.

mod tactics_support;

use std::time::Duration;

use gomoku_engine::notation::{format_point, parse_moves};
use gomoku_engine::search::{find_vcf, find_vct};
use gomoku_engine::{
    Board, BoardSize, Color, Limits, Point, Rule, Score, SearchResult, Searcher, StopFlag,
};
use tactics_support::{
    Rng, clustered_position, five_points, has_vcf, is_legal, is_valid_vcf, makes_five,
};

const RULES: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

fn search(board: &Board, rule: Rule, limits: Limits) -> SearchResult {
    Searcher::new(rule, 16).search(board, &limits, &StopFlag::new(), &mut |_| {})
}

fn thinking() -> Limits {
    Limits {
        time: Some(Duration::from_secs(3)),
        depth: Some(20),
        ..Limits::default()
    }
}

fn name(point: Option<Point>) -> String {
    point.map_or("none".into(), |p| format_point(p, BoardSize::STANDARD))
}

fn board_from(moves: &str) -> Board {
    let mut board = Board::new(BoardSize::STANDARD);
    for point in parse_moves(moves, BoardSize::STANDARD).unwrap() {
        board.play(point).unwrap();
    }
    board
}

/// Collects `count` generated positions per rule that satisfy `keep`.
fn generate(
    seed: u64,
    count: usize,
    rules: &[Rule],
    keep: impl Fn(&Board, Rule) -> bool,
) -> Vec<(Rule, Board)> {
    let mut rng = Rng(seed);
    let mut found = Vec::new();
    for &rule in rules {
        let mut taken = 0;
        for _ in 0..4_000 {
            if taken == count {
                break;
            }
            let plies = 8 + rng.below(30);
            let board = clustered_position(&mut rng, rule, plies);
            if keep(&board, rule) {
                found.push((rule, board));
                taken += 1;
            }
        }
        assert_eq!(taken, count, "generator for {rule} found too few positions");
    }
    found
}

fn report(failures: Vec<String>, total: usize) {
    assert!(
        failures.is_empty(),
        "{} of {total} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn win_in_one() {
    let mut cases = generate(11, 4, &RULES, |board, rule| {
        let me = board.side_to_move();
        !five_points(board, me, rule).is_empty()
            && five_points(board, me.opponent(), rule).is_empty()
    });
    // Standard: k8 would make six for black, not a win; c7 / c2 complete the real four.
    cases.push((
        Rule::Standard,
        board_from("h8a15i8c15j8e15l8g15m8i15c3k15c4m15c5o15c6o13"),
    ));
    // Renju: white's overline k8 wins (only black is held to exactly five).
    cases.push((Rule::Renju, board_from("a1h8c1i8e1j8g1l8i1m8k1")));
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let me = board.side_to_move();
        let answers = five_points(board, me, *rule);
        assert!(!answers.is_empty(), "data: {rule}\n{board}");
        let result = search(board, *rule, Limits::depth(2));
        if !result.best_move.is_some_and(|p| answers.contains(&p)) || result.score != Score::Win(1)
        {
            failures.push(format!(
                "{rule}: played {} ({:?})\n{board}",
                name(result.best_move),
                result.score
            ));
        }
    }
    assert!(!five_points(&cases[12].1, Color::Black, Rule::Standard).contains(&Point::new(10, 7)));
    report(failures, cases.len());
}

#[test]
fn block_a_four() {
    let cases = generate(22, 4, &RULES, |board, rule| {
        let me = board.side_to_move();
        five_points(board, me, rule).is_empty()
            && five_points(board, me.opponent(), rule).len() == 1
    });
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let block = five_points(board, board.side_to_move().opponent(), *rule)[0];
        let result = search(board, *rule, Limits::depth(4));
        let legal = is_legal(board, block, *rule);
        // A forbidden block (renju) loses; any move then, with a loss score.
        let ok = if legal {
            result.best_move == Some(block)
        } else {
            result.score.is_loss()
        };
        if !ok {
            failures.push(format!(
                "{rule}: played {} not {}\n{board}",
                name(result.best_move),
                name(Some(block))
            ));
        }
    }
    report(failures, cases.len());
}

/// Points where `color` would make two or more fives at once (an open four or a double four).
fn flex_four_points(board: &Board, color: Color, rule: Rule) -> Vec<Point> {
    let mut scratch = board.clone();
    scratch.set_side_to_move(color);
    board
        .empty_points()
        .filter(|&p| {
            if !is_legal(&scratch, p, rule) || makes_five(board, p, color, rule) {
                return false;
            }
            scratch.place(p, color).unwrap();
            let fives = five_points(&scratch, color, rule).len();
            scratch.undo();
            scratch.set_side_to_move(color);
            fives >= 2
        })
        .collect()
}

/// Moves after which `attacker` has no flex-four point left.
fn defences(board: &Board, attacker: Color, rule: Rule, threats: &[Point]) -> Vec<Point> {
    board
        .empty_points()
        .filter(|&d| is_legal(board, d, rule) && threats.iter().any(|t| t.distance(d) <= 5))
        .filter(|&d| {
            let mut after = board.clone();
            after.make_move(d);
            flex_four_points(&after, attacker, rule).is_empty()
        })
        .collect()
}

fn four_moves(board: &Board, color: Color, rule: Rule) -> usize {
    let mut scratch = board.clone();
    scratch.set_side_to_move(color);
    board
        .empty_points()
        .filter(|&p| {
            if !is_legal(&scratch, p, rule) {
                return false;
            }
            scratch.place(p, color).unwrap();
            let four = !five_points(&scratch, color, rule).is_empty();
            scratch.undo();
            scratch.set_side_to_move(color);
            four
        })
        .count()
}

#[test]
fn stop_an_open_three() {
    let cases = generate(33, 3, &RULES, |board, rule| {
        let me = board.side_to_move();
        let them = me.opponent();
        board.stone_count() < 20
            && five_points(board, me, rule).is_empty()
            && five_points(board, them, rule).is_empty()
            && four_moves(board, me, rule) == 0
            && !flex_four_points(board, them, rule).is_empty()
    });
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let them = board.side_to_move().opponent();
        let threats = flex_four_points(board, them, *rule);
        let accepted = defences(board, them, *rule, &threats);
        let result = search(board, *rule, Limits::depth(4));
        let ok = if accepted.is_empty() {
            result.score.is_loss()
        } else {
            result.best_move.is_some_and(|p| accepted.contains(&p))
        };
        if !ok {
            let list: Vec<String> = accepted.iter().map(|&p| name(Some(p))).collect();
            failures.push(format!(
                "{rule}: played {} not one of {list:?}\n{board}",
                name(result.best_move)
            ));
        }
    }
    report(failures, cases.len());
}

fn no_fives(board: &Board, rule: Rule) -> bool {
    five_points(board, Color::Black, rule).is_empty()
        && five_points(board, Color::White, rule).is_empty()
}

#[test]
fn victories_by_continuous_fours() {
    let cases = generate(44, 6, &RULES, |board, rule| {
        no_fives(board, rule) && find_vcf(board, rule, 31).is_some_and(|line| line.len() >= 5)
    });
    let mut failures = Vec::new();
    let mut lengths = Vec::new();
    for (rule, board) in &cases {
        let line = find_vcf(board, *rule, 31).expect("generated with one");
        lengths.push(line.len());
        let valid = is_valid_vcf(board, *rule, &line);
        let result = search(board, *rule, thinking());
        if !valid || !result.score.is_win() {
            let moves: Vec<String> = line.iter().map(|&p| name(Some(p))).collect();
            failures.push(format!(
                "{rule}: line {moves:?} valid={valid}, search {:?}\n{board}",
                result.score
            ));
        }
    }
    // The suite spans short and long sequences.
    assert!(lengths.iter().any(|&l| l >= 9), "{lengths:?}");
    report(failures, cases.len());
}

#[test]
fn victories_by_continuous_threats() {
    let cases = generate(55, 3, &RULES, |board, rule| {
        board.stone_count() >= 10
            && no_fives(board, rule)
            && find_vcf(board, rule, 41).is_none()
            && find_vct(board, rule, 11, 100_000).is_some()
    });
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let line = find_vct(board, *rule, 11, 100_000).expect("generated with one");
        let first_legal = is_legal(board, line[0], *rule);
        let result = search(board, *rule, thinking());
        if !first_legal || !result.score.is_win() {
            failures.push(format!(
                "{rule}: first {} legal={first_legal}, search {:?}\n{board}",
                name(Some(line[0])),
                result.score
            ));
        }
    }
    report(failures, cases.len());
}

#[test]
fn black_never_plays_a_forbidden_point() {
    let mut cases = generate(66, 8, &[Rule::Renju], |board, _| {
        board.side_to_move() == Color::Black
            && no_fives(board, Rule::Renju)
            && !board.forbidden_points().is_empty()
    });
    // h7 is a double three, and the natural extension of both black lines.
    cases.push((Rule::Renju, board_from("h8a1h9a3i7a5j7a7")));
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let result = search(board, *rule, Limits::depth(4));
        let point = result.best_move.expect("a move");
        if board.is_forbidden(point) || !board.is_empty(point) {
            failures.push(format!("played forbidden {}\n{board}", name(Some(point))));
        }
    }
    report(failures, cases.len());
}

/// White to move: its four d3-g6 has one five point, h7, which is a double three for black
/// (h8 h9 vertical, i7 j7 horizontal). Shifted copies keep the geometry.
fn forbidden_trap(dx: i64, dy: i64) -> Board {
    let shift = |moves: &str| -> Vec<Point> {
        parse_moves(moves, BoardSize::STANDARD)
            .unwrap()
            .into_iter()
            .map(|p| Point::try_new(p.x() as i64 + dx, p.y() as i64 + dy).unwrap())
            .collect()
    };
    let black = shift("h8h9i7j7c2");
    let white = shift("g6f5e4m12");
    let mut board = Board::new(BoardSize::STANDARD);
    for (i, &b) in black.iter().enumerate() {
        board.play(b).unwrap();
        if let Some(&w) = white.get(i) {
            board.play(w).unwrap();
        }
    }
    board
}

#[test]
fn white_wins_through_a_forbidden_point() {
    let mut failures = Vec::new();
    let offsets = [(0, 0), (1, 0), (0, 1), (2, -1)];
    for (dx, dy) in offsets {
        let board = forbidden_trap(dx, dy);
        assert_eq!(board.side_to_move(), Color::White);
        let line = find_vcf(&board, Rule::Renju, 11);
        let result = search(&board, Rule::Renju, thinking());
        if line.is_none() || !result.score.is_win() {
            failures.push(format!(
                "offset ({dx},{dy}): vcf {line:?}, search {:?}\n{board}",
                result.score
            ));
        }
    }
    report(failures, offsets.len());
}

#[test]
fn attack_instead_of_answering_a_slower_threat() {
    // The opponent has fours to make, but the side to move wins first by continuous fours.
    let cases = generate(77, 2, &RULES, |board, rule| {
        let them = board.side_to_move().opponent();
        no_fives(board, rule)
            && four_moves(board, them, rule) > 0
            && find_vcf(board, rule, 31).is_some()
    });
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let result = search(board, *rule, thinking());
        if !result.score.is_win() {
            failures.push(format!("{rule}: {:?}\n{board}", result.score));
        }
    }
    report(failures, cases.len());
}

#[test]
fn no_false_victories() {
    // Positions full of fours to make, where the cell-scan referee finds no VCF within 9 plies.
    let cases = generate(88, 2, &RULES, |board, rule| {
        let me = board.side_to_move();
        board.stone_count() <= 16
            && no_fives(board, rule)
            && four_moves(board, me, rule) >= 2
            && find_vcf(board, rule, 9).is_none()
    });
    let mut failures = Vec::new();
    for (rule, board) in &cases {
        let mut scratch = board.clone();
        if has_vcf(&mut scratch, *rule, 9) {
            failures.push(format!(
                "{rule}: the engine missed a VCF the referee found\n{board}"
            ));
        }
    }
    report(failures, cases.len());
}
