//! The review's tests: verdicts, missed wins, the opening phase, and who lost by each ending.

use super::*;
use crate::notation::parse_moves;
use crate::point::BoardSize;
use crate::rules::Rule;

fn options() -> GameOptions {
    GameOptions {
        rule: Rule::Freestyle,
        size: BoardSize::STANDARD,
        strict_forbidden: true,
    }
}

fn review(moves: &str) -> GameReview {
    let moves = parse_moves(moves, BoardSize::STANDARD).unwrap();
    review_game(
        options(),
        &moves,
        &Limits::nodes(20_000),
        4,
        &StopFlag::new(),
        &mut |_, _| {},
    )
    .unwrap()
}

#[test]
fn a_missed_four_three_is_a_missed_win_and_a_blunder() {
    // Black's row h8-j8 (blocked at g8) and k9 k10: k8 makes a four and a three at once.
    // White plays g1; black plays elsewhere (o15) and the chance is gone.
    let review = review("h8g8i8a1j8c1k9e1k10g1o15");
    let miss = &review.moves[10];
    assert_eq!(miss.mover, Color::Black);
    let line = miss.missed_win.as_ref().expect("a win was missed");
    let k8 = parse_moves("k8", BoardSize::STANDARD).unwrap()[0];
    assert_eq!(line[0], k8, "{line:?}");
    assert_eq!(miss.best, Some(k8));
    assert_eq!(miss.verdict, Verdict::Blunder);
    assert_eq!(miss.before, 1.0);
    // White was already lost before g1 (black's k10 started a forced win): no drop there.
    assert_eq!(review.moves[9].verdict, Verdict::Good);
}

#[test]
fn the_losers_decisive_move_is_found_and_accuracy_favours_the_winner() {
    // White ignores black's open three and then its open four: black wins.
    let review = review("h8a1i8a2j8a3k8a4l8");
    let lost = review.lost_at.expect("white lost somewhere");
    assert_eq!(review.moves[lost].mover, Color::White);
    assert!(lost <= 5, "lost at {lost}");
    assert!(review.accuracy[0] > review.accuracy[1]);
    assert!(
        review
            .moves
            .iter()
            .filter(|m| m.mover == Color::Black)
            .all(|m| m.missed_win.is_none())
    );
}

#[test]
fn progress_is_reported_and_a_stop_or_an_illegal_record_is_an_error() {
    let moves = parse_moves("h8i9h9", BoardSize::STANDARD).unwrap();
    let mut seen = Vec::new();
    review_game(
        options(),
        &moves,
        &Limits::nodes(2_000),
        1,
        &StopFlag::new(),
        &mut |done, total| seen.push((done, total)),
    )
    .unwrap();
    assert_eq!(seen, vec![(1, 4), (2, 4), (3, 4), (4, 4)]);
    let stop = StopFlag::new();
    stop.stop();
    let stopped = review_game(
        options(),
        &moves,
        &Limits::nodes(2_000),
        1,
        &stop,
        &mut |_, _| {},
    );
    assert_eq!(stopped, Err(ReviewError::Stopped));
    let twice = vec![moves[0], moves[0]];
    let illegal = review_game(
        options(),
        &twice,
        &Limits::nodes(2_000),
        1,
        &StopFlag::new(),
        &mut |_, _| {},
    );
    assert!(matches!(illegal, Err(ReviewError::Illegal { ply: 1, .. })));
}

#[test]
fn judging_by_the_searches_alone_finds_the_same_missed_win() {
    let moves = parse_moves("h8g8i8a1j8c1k9e1k10g1o15", BoardSize::STANDARD).unwrap();
    let mut searcher = Searcher::new(Rule::Freestyle, 4);
    let values: Vec<PositionValue> = (0..=moves.len())
        .map(
            |ply| match decided_value(options(), &moves[..ply]).unwrap() {
                Some(value) => value,
                None => {
                    let game = Game::from_moves(options(), &moves[..ply]).unwrap();
                    let limits = Limits::nodes(20_000);
                    let result =
                        searcher.search(game.board(), &limits, &StopFlag::new(), &mut |_| {});
                    (result.score, result.pv)
                }
            },
        )
        .collect();
    let review = judge(options(), &moves, &values, WinChecks::SearchOnly).unwrap();
    let k8 = parse_moves("k8", BoardSize::STANDARD).unwrap()[0];
    let miss = &review.moves[10];
    assert_eq!(miss.missed_win.as_ref().map(|line| line[0]), Some(k8));
    assert_eq!(miss.verdict, Verdict::Blunder);
    assert!(review.moves[..10].iter().all(|m| m.missed_win.is_none()));
}

#[test]
fn verdicts_follow_the_drop() {
    assert_eq!(Verdict::of_drop(0.0), Verdict::Good);
    assert_eq!(Verdict::of_drop(INACCURACY), Verdict::Inaccuracy);
    assert_eq!(Verdict::of_drop(MISTAKE), Verdict::Mistake);
    assert_eq!(Verdict::of_drop(0.9), Verdict::Blunder);
}

#[test]
fn the_opening_phase_is_marked_and_not_judged() {
    // A renju opening whose 5th stone, white's pick among black's offers, gives white a
    // clear edge: it is not black's mistake.
    let moves = parse_moves("h8h9i9g7k3h7h10", BoardSize::STANDARD).unwrap();
    let renju = GameOptions {
        rule: Rule::Renju,
        ..options()
    };
    let mut searched = 0;
    let review = review_game_after(
        5,
        renju,
        &moves,
        Ending::Board,
        &Limits::nodes(5_000),
        4,
        &StopFlag::new(),
        &mut |_, _| searched += 1,
    )
    .unwrap();
    assert_eq!(searched, moves.len() + 1, "progress counts every position");
    assert_eq!(review.moves.len(), moves.len());
    for m in &review.moves[..5] {
        assert_eq!((m.verdict, m.drop(), m.best), (Verdict::Opening, 0.0, None));
    }
    assert!(
        review.moves[5..]
            .iter()
            .all(|m| m.verdict != Verdict::Opening)
    );
    assert!(review.moves[5].best.is_some(), "the game proper is judged");
}

fn point(name: &str) -> Point {
    crate::notation::parse_point(name, BoardSize::STANDARD).unwrap()
}

/// Every position of `moves` searched with `nodes` (or decided on the board).
fn values_of(options: GameOptions, moves: &[Point], nodes: u64) -> Vec<PositionValue> {
    let mut searcher = Searcher::new(options.rule, 4);
    (0..=moves.len())
        .map(|ply| match decided_value(options, &moves[..ply]).unwrap() {
            Some(value) => value,
            None => {
                let game = Game::from_moves(options, &moves[..ply]).unwrap();
                let limits = Limits::nodes(nodes);
                let result = searcher.search(game.board(), &limits, &StopFlag::new(), &mut |_| {});
                (result.score, result.pv)
            }
        })
        .collect()
}

/// Black g7 h7 i9 i8 against white's stones on the edge; black's i7 makes two threes at once.
const FORBIDDEN_I7: &str = "g7a15h7a13i9a11i8a9i7";

#[test]
fn black_s_forbidden_move_under_renju_is_the_losing_blunder() {
    let renju = GameOptions {
        rule: Rule::Renju,
        ..options()
    };
    let moves = parse_moves(FORBIDDEN_I7, BoardSize::STANDARD).unwrap();
    let game = Game::from_moves(renju, &moves).unwrap();
    assert!(matches!(
        game.result(),
        Some(GameResult::ForbiddenLoss { point, .. }) if point == self::point("i7")
    ));
    // White, to move after the forbidden stone, has won.
    let decided = decided_value(renju, &moves).unwrap();
    assert_eq!(decided, Some((Score::Win(0), Vec::new())));
    let review = review_game(
        renju,
        &moves,
        &Limits::nodes(2_000),
        4,
        &StopFlag::new(),
        &mut |_, _| {},
    )
    .unwrap();
    let last = review.moves.last().unwrap();
    assert_eq!((last.mover, last.played), (Color::Black, point("i7")));
    assert_eq!(last.verdict, Verdict::Blunder);
    assert_eq!(last.after, 0.0);
    let lost = review.lost_at.expect("black lost");
    assert_eq!(review.moves[lost].mover, Color::Black);
    // Black led until i7: the forbidden move itself lost the game.
    assert_eq!(lost, moves.len() - 1);
    // One of black's five moves gave away all: a fifth of its accuracy at least.
    assert!(review.accuracy[0] < 81.0, "{:?}", review.accuracy);
    // Judged from the searches alone, the same.
    let values = values_of(renju, &moves, 2_000);
    let judged = judge(renju, &moves, &values, WinChecks::SearchOnly).unwrap();
    assert_eq!(judged.lost_at, Some(moves.len() - 1));
    assert_eq!(judged.moves[moves.len() - 1].verdict, Verdict::Blunder);
}

/// Black's stones scattered on the edge while white makes an open four on row 8: black, to
/// move, is lost. The mirror game: white scattered, black's open four.
const BLACK_LOST: &str = "a1h8a3i8a5j8a7k8";
const WHITE_LOST: &str = "h8a1i8a3j8a5k8";

#[test]
fn a_resignation_loses_for_the_side_that_resigned() {
    for (moves, resigner) in [(BLACK_LOST, Color::Black), (WHITE_LOST, Color::White)] {
        let moves = parse_moves(moves, BoardSize::STANDARD).unwrap();
        // Nothing on the board decides the last position: it is searched.
        assert_eq!(decided_value(options(), &moves).unwrap(), None);
        let values = values_of(options(), &moves, 5_000);
        let unfinished = judge(options(), &moves, &values, WinChecks::SearchOnly).unwrap();
        assert_eq!(unfinished.lost_at, None, "nobody lost an unfinished game");
        let ending = Ending::Resigned(resigner);
        let review =
            judge_after(0, options(), &moves, ending, &values, WinChecks::SearchOnly).unwrap();
        let lost = review.lost_at.expect("the resigner lost");
        assert_eq!(review.moves[lost].mover, resigner, "{resigner} resigned");
        assert!(review.moves[lost].after < LOST_CHANCE);
        assert_eq!(review.ending, ending);
        // The same judged with the solvers, through the whole review.
        let reviewed = review_game_after(
            0,
            options(),
            &moves,
            ending,
            &Limits::nodes(5_000),
            4,
            &StopFlag::new(),
            &mut |_, _| {},
        )
        .unwrap();
        assert_eq!(reviewed.moves[reviewed.lost_at.unwrap()].mover, resigner);
    }
}

#[test]
fn a_loss_on_time_or_by_an_illegal_move_is_the_loser_s() {
    for (moves, loser) in [(BLACK_LOST, Color::Black), (WHITE_LOST, Color::White)] {
        let moves = parse_moves(moves, BoardSize::STANDARD).unwrap();
        let values = values_of(options(), &moves, 5_000);
        for ending in [Ending::Time(loser), Ending::IllegalMove(loser)] {
            let review =
                judge_after(0, options(), &moves, ending, &values, WinChecks::SearchOnly).unwrap();
            let lost = review.lost_at.expect("the loser lost");
            assert_eq!(review.moves[lost].mover, loser, "{ending}");
        }
        // The side that was winning can lose on time too: none of its moves lost the game.
        let winner = loser.opponent();
        let review = judge_after(
            0,
            options(),
            &moves,
            Ending::Time(winner),
            &values,
            WinChecks::SearchOnly,
        )
        .unwrap();
        assert_eq!(review.lost_at, None, "{winner} was winning");
    }
}

#[test]
fn a_full_board_is_a_draw_that_nobody_lost() {
    // 5x5 in pairs of columns that swap colours from row to row: no five of either colour.
    let size = BoardSize::new(5).unwrap();
    let rows = ["BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWWB"];
    let stones = |colour: char| -> Vec<Point> {
        rows.iter()
            .enumerate()
            .flat_map(|(y, row)| {
                row.chars()
                    .enumerate()
                    .filter(move |&(_, c)| c == colour)
                    .map(move |(x, _)| Point::new(x as u8, y as u8))
            })
            .collect()
    };
    let (black, white) = (stones('B'), stones('W'));
    let mut moves = Vec::new();
    for (index, &stone) in black.iter().enumerate() {
        moves.push(stone);
        moves.extend(white.get(index));
    }
    let small = GameOptions { size, ..options() };
    let game = Game::from_moves(small, &moves).unwrap();
    assert_eq!(game.result(), Some(GameResult::Draw));
    assert_eq!(
        decided_value(small, &moves).unwrap(),
        Some((Score::Eval(0), Vec::new()))
    );
    let review = review_game(
        small,
        &moves,
        &Limits::nodes(1_000),
        1,
        &StopFlag::new(),
        &mut |_, _| {},
    )
    .unwrap();
    assert_eq!(review.lost_at, None);
    assert_eq!(review.moves.len(), 25);
}

#[test]
fn an_ending_beside_a_game_the_board_ended_is_refused() {
    let moves = parse_moves("h8a1i8a2j8a3k8a4l8", BoardSize::STANDARD).unwrap();
    let values = values_of(options(), &moves, 500);
    let error = judge_after(
        0,
        options(),
        &moves,
        Ending::Resigned(Color::Black),
        &values,
        WinChecks::SearchOnly,
    )
    .unwrap_err();
    assert!(matches!(error, ReviewError::EndedOnTheBoard { .. }));
    assert!(error.to_string().contains("black resigned"), "{error}");
    let searched = review_game_after(
        0,
        options(),
        &moves,
        Ending::Time(Color::White),
        &Limits::nodes(500),
        1,
        &StopFlag::new(),
        &mut |_, _| panic!("nothing is searched"),
    );
    assert!(matches!(searched, Err(ReviewError::EndedOnTheBoard { .. })));
}

#[test]
fn endings_read_and_print() {
    for (text, ending) in [
        ("board", Ending::Board),
        ("black-resigned", Ending::Resigned(Color::Black)),
        ("White-Time", Ending::Time(Color::White)),
        ("black-illegal", Ending::IllegalMove(Color::Black)),
    ] {
        assert_eq!(text.parse::<Ending>(), Ok(ending), "{text}");
    }
    for junk in ["", "black", "red-resigned", "black-slept", "-time"] {
        let error = junk.parse::<Ending>().unwrap_err();
        assert!(error.contains("not an ending"), "{error}");
    }
    assert!("x".repeat(10_000).parse::<Ending>().unwrap_err().len() < 300);
    assert_eq!(Ending::Resigned(Color::White).to_string(), "white resigned");
    assert_eq!(Ending::Time(Color::Black).loser(), Some(Color::Black));
    assert_eq!(Ending::Board.loser(), None);
    // Kept in a review's JSON only when there is one.
    let review = GameReview {
        moves: Vec::new(),
        lost_at: None,
        accuracy: [100.0; 2],
        ending: Ending::Board,
    };
    let json = serde_json::to_string(&review).unwrap();
    assert!(!json.contains("ending"), "{json}");
    let resigned = GameReview {
        ending: Ending::Resigned(Color::Black),
        ..review
    };
    let json = serde_json::to_string(&resigned).unwrap();
    assert!(json.contains(r#""ending":{"resigned":"black"}"#), "{json}");
    assert_eq!(serde_json::from_str::<GameReview>(&json).unwrap(), resigned);
}
