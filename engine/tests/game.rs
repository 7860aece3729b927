//! The game model: refused moves change nothing, renju referees (lenient and strict), undo, redo
//! and jump_to, results following the current ply, and JSON records (round trips and rejection of
//! corrupt or foreign files with readable messages).

use gomoku_engine::game::JumpError;
use gomoku_engine::notation::{parse_moves, parse_point};
use gomoku_engine::record::{GameRecord, RECORD_VERSION, RecordError};
use gomoku_engine::{
    BoardSize, Color, ForbiddenKind, Game, GameOptions, GameResult, PlayError, Point, Rule,
};

fn p(x: u8, y: u8) -> Point {
    Point::new(x, y)
}

fn options(rule: Rule, strict_forbidden: bool) -> GameOptions {
    GameOptions {
        rule,
        size: BoardSize::STANDARD,
        strict_forbidden,
    }
}

/// Black a1 b1 c1 d1 (row 0 from the top here), white on row 1; black's next move e1 wins.
fn black_about_to_win() -> Game {
    let moves = [
        p(0, 0),
        p(0, 1),
        p(1, 0),
        p(1, 1),
        p(2, 0),
        p(2, 1),
        p(3, 0),
        p(3, 1),
    ];
    Game::from_moves(options(Rule::Freestyle, false), &moves).unwrap()
}

/// The crate example: black h8 h9 i7 j7 (white on the a file), so h7 is a double three.
fn renju_double_three(strict_forbidden: bool) -> (Game, Point) {
    let size = BoardSize::STANDARD;
    let moves = parse_moves("h8a1h9a3i7a5j7a7", size).unwrap();
    let game = Game::from_moves(options(Rule::Renju, strict_forbidden), &moves).unwrap();
    (game, parse_point("h7", size).unwrap())
}

#[test]
fn occupied_and_off_board_moves_are_refused_and_change_nothing() {
    let mut game = black_about_to_win();
    let before = game.clone();
    assert_eq!(game.play(p(2, 1)), Err(PlayError::Occupied(p(2, 1))));
    assert_eq!(game.play(p(0, 0)), Err(PlayError::Occupied(p(0, 0))));
    assert_eq!(game, before);
    for off in [p(15, 3), p(3, 15), p(21, 21), p(15, 15)] {
        assert_eq!(game.play(off), Err(PlayError::OffBoard(off)));
        assert_eq!(game, before);
    }
    assert_eq!(
        PlayError::OffBoard(p(15, 3)).to_string(),
        "(15, 3) is off the board"
    );
    assert_eq!(
        PlayError::Occupied(p(2, 1)).to_string(),
        "(2, 1) is already occupied"
    );
}

#[test]
fn moves_after_a_win_are_refused_with_the_result() {
    let mut game = black_about_to_win();
    let result = game.play(p(4, 0)).unwrap().expect("black wins");
    assert!(matches!(
        result,
        GameResult::Win {
            color: Color::Black,
            ..
        }
    ));
    assert!(game.is_over());
    assert!(game.forbidden_points().is_empty());
    let finished = game.clone();
    for point in [p(7, 7), p(4, 0), p(15, 0)] {
        assert_eq!(game.play(point), Err(PlayError::GameOver(result)));
    }
    assert_eq!(game, finished);
    let message = PlayError::GameOver(result).to_string();
    assert_eq!(message, "the game is over (black wins)");
}

#[test]
fn renju_forbidden_move_is_refused_with_its_kind_by_a_lenient_referee() {
    let (mut game, h7) = renju_double_three(false);
    let before = game.clone();
    let error = game.play(h7).unwrap_err();
    assert_eq!(
        error,
        PlayError::Forbidden {
            point: h7,
            kind: ForbiddenKind::DoubleThree
        }
    );
    assert_eq!(
        error.to_string(),
        "(7, 8) is forbidden for black (double three)"
    );
    assert_eq!(game, before);
    assert_eq!(game.board().stone(h7), None);
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.forbidden_points(), vec![h7]);
}

#[test]
fn strict_referee_records_a_forbidden_loss_keeps_the_stone_and_undo_restores_play() {
    let (mut game, h7) = renju_double_three(true);
    let before = game.clone();
    let loss = GameResult::ForbiddenLoss {
        point: h7,
        kind: ForbiddenKind::DoubleThree,
    };
    assert_eq!(game.play(h7), Ok(Some(loss)));
    assert_eq!(game.result(), Some(loss));
    assert_eq!(loss.winner(), Some(Color::White));
    assert_eq!(
        loss.to_string(),
        "white wins: black played a forbidden double three"
    );
    assert_eq!(game.board().stone(h7), Some(Color::Black));
    assert_eq!(game.last_move(), Some(h7));
    assert_eq!(game.ply(), 9);
    assert!(game.forbidden_points().is_empty());
    assert_eq!(game.play(p(0, 0)), Err(PlayError::GameOver(loss)));

    assert_eq!(game.undo(), Some(h7));
    assert_eq!(game.result(), None);
    assert_eq!(game.board(), before.board());
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.forbidden_points(), vec![h7]);
    assert_eq!(game.redo(), Some(h7));
    assert_eq!(game.result(), Some(loss));
    game.undo();
    let g7 = parse_point("g7", BoardSize::STANDARD).unwrap();
    assert_eq!(game.play(g7), Ok(None));
    assert_eq!(
        game.total_plies(),
        9,
        "a different move drops the losing one"
    );
}

#[test]
fn white_is_never_restricted_under_renju() {
    // The same shape with colours swapped: white's h7 is an ordinary move.
    let size = BoardSize::STANDARD;
    let moves = parse_moves("a1h8a3h9a5i7a7j7a9", size).unwrap();
    let mut game = Game::from_moves(options(Rule::Renju, false), &moves).unwrap();
    assert_eq!(game.to_move(), Color::White);
    assert!(game.forbidden_points().is_empty());
    let h7 = parse_point("h7", size).unwrap();
    assert_eq!(game.forbidden_kind(h7), None);
    assert_eq!(game.play(h7), Ok(None));
}

#[test]
fn side_to_move_alternates_and_undo_gives_the_turn_back() {
    let mut game = Game::new(Rule::Standard, BoardSize::new(9).unwrap());
    assert_eq!(game.to_move(), Color::Black);
    for (ply, point) in BoardSize::new(9)
        .unwrap()
        .points()
        .step_by(3)
        .take(9)
        .enumerate()
    {
        let mover = if ply.is_multiple_of(2) {
            Color::Black
        } else {
            Color::White
        };
        assert_eq!(game.to_move(), mover);
        game.play(point).unwrap();
        assert_eq!(game.board().stone(point), Some(mover));
        assert_eq!(game.to_move(), mover.opponent());
    }
    while game.undo().is_some() {
        let expected = if game.ply().is_multiple_of(2) {
            Color::Black
        } else {
            Color::White
        };
        assert_eq!(game.to_move(), expected);
    }
    assert_eq!(game.ply(), 0);
    assert_eq!(game.undo(), None);
    assert_eq!(game.to_move(), Color::Black);
}

fn five_moves() -> Game {
    let moves = [p(7, 7), p(8, 8), p(6, 6), p(9, 9), p(5, 5)];
    Game::from_moves(options(Rule::Standard, false), &moves).unwrap()
}

#[test]
fn a_different_move_after_undo_clears_the_redo_line() {
    let mut game = five_moves();
    game.undo();
    game.undo();
    assert_eq!(game.ply(), 3);
    assert_eq!(game.total_plies(), 5);
    game.play(p(0, 0)).unwrap();
    assert_eq!(game.total_plies(), 4);
    assert_eq!(game.all_moves(), vec![p(7, 7), p(8, 8), p(6, 6), p(0, 0)]);
    assert_eq!(game.redo(), None);
}

#[test]
fn replaying_the_next_redo_move_keeps_the_rest_of_the_redo_line() {
    let mut game = five_moves();
    let full_line = game.all_moves();
    game.undo();
    game.undo();
    game.play(p(9, 9)).unwrap();
    assert_eq!(game.ply(), 4);
    assert_eq!(game.all_moves(), full_line);
    assert_eq!(game.redo(), Some(p(5, 5)));
    assert_eq!(game, five_moves());
}

#[test]
fn a_refused_move_after_undo_keeps_the_redo_line() {
    let mut game = five_moves();
    game.undo();
    let before = game.clone();
    assert!(game.play(p(7, 7)).is_err());
    assert!(game.play(p(15, 0)).is_err());
    assert_eq!(game, before);
    assert_eq!(game.redo(), Some(p(5, 5)));
}

#[test]
fn jump_to_the_start_and_back_to_the_end_restores_every_position() {
    let mut game = five_moves();
    let mut snapshots = vec![game.clone()];
    while game.undo().is_some() {
        snapshots.push(game.clone());
    }
    snapshots.reverse();
    let mut game = five_moves();
    game.jump_to(0).unwrap();
    assert_eq!(
        game.board(),
        Game::new(Rule::Standard, BoardSize::STANDARD).board()
    );
    assert_eq!(game.total_plies(), 5);
    game.jump_to(5).unwrap();
    assert_eq!(game, five_moves());
    for ply in [3, 1, 4, 0, 5, 2, 2] {
        game.jump_to(ply).unwrap();
        assert_eq!(game, snapshots[ply], "ply {ply}");
        assert_eq!(game.moves(), game.all_moves()[..ply].to_vec());
    }
}

#[test]
fn jumping_beyond_the_line_is_an_error_and_changes_nothing() {
    let mut game = five_moves();
    game.jump_to(2).unwrap();
    let before = game.clone();
    let error = game.jump_to(6).unwrap_err();
    assert_eq!(
        error,
        JumpError {
            requested: 6,
            available: 5
        }
    );
    assert_eq!(
        error.to_string(),
        "cannot jump to ply 6: the game has 5 plies"
    );
    assert!(game.jump_to(usize::MAX).is_err());
    assert_eq!(game, before);
    assert!(
        Game::new(Rule::Renju, BoardSize::STANDARD)
            .jump_to(1)
            .is_err()
    );
}

#[test]
fn undo_clears_the_result_and_redo_or_jump_restores_it() {
    let mut game = black_about_to_win();
    let result = game.play(p(4, 0)).unwrap();
    assert!(result.is_some());
    game.undo();
    assert_eq!(game.result(), None);
    assert!(!game.is_over());
    game.redo();
    assert_eq!(game.result(), result);
    game.jump_to(3).unwrap();
    assert_eq!(game.result(), None);
    game.jump_to(game.total_plies()).unwrap();
    assert_eq!(game.result(), result);
}

/// A record with labels, metadata and a redo line, in mid-game.
fn labelled_record() -> (Game, GameRecord) {
    let mut game = black_about_to_win();
    game.play(p(4, 0)).unwrap();
    game.jump_to(6).unwrap();
    let mut record = GameRecord::from_game(&game);
    record.black = "Alice «X»".to_string();
    record.white = "Bob \"O\"".to_string();
    record.metadata.insert("event".into(), "club night".into());
    record.metadata.insert("date".into(), "2024-05-01".into());
    (game, record)
}

#[test]
fn record_round_trips_through_json_with_labels_metadata_and_a_redo_line() {
    let (game, record) = labelled_record();
    assert_eq!(record.version, RECORD_VERSION);
    assert_eq!(record.current_ply, Some(6));
    assert_eq!(record.moves.len(), 9);
    assert!(
        record.result.is_some(),
        "the result of the whole line is stored"
    );
    let json = record.to_json();
    let read = GameRecord::from_json(&json).unwrap();
    assert_eq!(read, record);
    assert_eq!(read.to_game().unwrap(), game);
    assert_eq!(read.to_json(), json);
}

#[test]
fn records_of_finished_games_round_trip() {
    let mut won = black_about_to_win();
    won.play(p(4, 0)).unwrap();
    let (mut lost, h7) = renju_double_three(true);
    lost.play(h7).unwrap();
    let unfinished = five_moves();
    let empty = Game::new(Rule::Caro, BoardSize::new(22).unwrap());
    for game in [won, lost, unfinished, empty] {
        let record = GameRecord::from_game(&game);
        assert_eq!(record.current_ply, None);
        assert_eq!(record.result, game.result());
        let read = GameRecord::from_json(&record.to_json()).unwrap();
        assert_eq!(read.to_game().unwrap(), game);
    }
}

/// Edits the JSON of a valid record and reads it back, expecting an error.
fn reject(edit: impl FnOnce(&mut serde_json::Value)) -> RecordError {
    let (_, record) = labelled_record();
    let mut value: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    edit(&mut value);
    GameRecord::from_json(&value.to_string()).expect_err("the edited record must be rejected")
}

fn assert_message(error: &RecordError, expected: &[&str]) {
    let message = error.to_string();
    for part in expected {
        assert!(
            message.contains(part),
            "{message:?} should mention {part:?}"
        );
    }
}

#[test]
fn text_that_is_not_a_record_is_rejected() {
    for text in ["", "not json", "[1, 2, 3]", "{\"version\": 1}", "null"] {
        let error = GameRecord::from_json(text).unwrap_err();
        assert!(matches!(error, RecordError::Json(_)), "{text:?}: {error:?}");
        assert_message(&error, &["not a game record"]);
    }
}

#[test]
fn truncated_record_is_rejected() {
    let json = labelled_record().1.to_json();
    for cut in [1, json.len() / 3, json.len() / 2, json.len() - 1] {
        let error = GameRecord::from_json(&json[..cut]).unwrap_err();
        assert!(matches!(error, RecordError::Json(_)), "cut at {cut}");
        assert_message(&error, &["not a game record", "EOF"]);
    }
}

#[test]
fn record_with_an_unknown_field_is_rejected() {
    let error = reject(|v| v["komi"] = 6.5.into());
    assert_message(&error, &["not a game record", "komi"]);
}

#[test]
fn record_of_another_version_is_rejected() {
    let error = reject(|v| v["version"] = 4.into());
    assert!(matches!(error, RecordError::Version(4)));
    assert_message(&error, &["version 4", "not supported"]);
    assert!(matches!(
        reject(|v| v["version"] = 0.into()),
        RecordError::Version(0)
    ));
}

#[test]
fn record_with_an_unknown_rule_or_size_is_rejected() {
    assert_message(
        &reject(|v| v["rule"] = "go".into()),
        &["not a game record", "go"],
    );
    assert_message(&reject(|v| v["size"] = 4.into()), &["board size 4"]);
    assert_message(&reject(|v| v["size"] = 99.into()), &["board size 99"]);
    assert_message(
        &reject(|v| v["moves"][0] = serde_json::json!([30, 1])),
        &["(30, 1)"],
    );
}

#[test]
fn record_with_an_illegal_move_is_rejected() {
    let off = reject(|v| v["moves"][2] = serde_json::json!([15, 3]));
    assert!(matches!(
        off,
        RecordError::IllegalMove {
            index: 2,
            error: PlayError::OffBoard(_)
        }
    ));
    assert_message(&off, &["move 3", "illegal", "(15, 3) is off the board"]);
    let duplicate = reject(|v| v["moves"][3] = v["moves"][1].clone());
    assert!(matches!(
        duplicate,
        RecordError::IllegalMove {
            index: 3,
            error: PlayError::Occupied(_)
        }
    ));
    assert_message(&duplicate, &["move 4", "already occupied"]);
}

#[test]
fn record_with_moves_after_the_end_of_the_game_is_rejected() {
    let error = reject(|v| {
        v["moves"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!([7, 7]))
    });
    assert!(matches!(
        error,
        RecordError::IllegalMove {
            index: 9,
            error: PlayError::GameOver(_)
        }
    ));
    assert_message(&error, &["move 10", "game is over", "black wins"]);
}

#[test]
fn record_with_a_wrong_result_is_rejected() {
    let missing = reject(|v| v["result"] = serde_json::Value::Null);
    assert!(matches!(
        missing,
        RecordError::ResultMismatch { stored: None, .. }
    ));
    assert_message(&missing, &["unfinished", "black wins"]);
    let wrong_colour = reject(|v| v["result"]["color"] = "white".into());
    assert_message(&wrong_colour, &["white wins", "black wins"]);
    let draw = reject(|v| v["result"] = serde_json::json!({"type": "draw"}));
    assert_message(&draw, &["says the result is draw", "black wins"]);
    let moved_line = reject(|v| v["result"]["line"]["start"] = serde_json::json!([1, 0]));
    assert!(matches!(moved_line, RecordError::ResultMismatch { .. }));
}

#[test]
fn record_with_a_current_ply_beyond_its_moves_is_rejected() {
    let error = reject(|v| v["current_ply"] = 10.into());
    assert!(matches!(
        error,
        RecordError::CurrentPly {
            current: 10,
            moves: 9
        }
    ));
    assert_message(&error, &["current ply 10", "9 moves"]);
}

#[test]
fn renju_record_with_a_forbidden_loss_is_rejected_by_a_lenient_referee() {
    let (mut game, h7) = renju_double_three(true);
    game.play(h7).unwrap();
    let mut record = GameRecord::from_game(&game);
    assert!(GameRecord::from_json(&record.to_json()).is_ok());
    record.strict_forbidden = false;
    let error = GameRecord::from_json(&record.to_json()).unwrap_err();
    assert!(matches!(
        error,
        RecordError::IllegalMove {
            index: 8,
            error: PlayError::Forbidden { .. }
        }
    ));
    assert_message(&error, &["move 9", "forbidden for black", "double three"]);
}

#[test]
fn result_mismatch_message_tells_the_two_results_apart() {
    // A stored win by the right colour but with a wrong row is rejected, and the message shows
    // both rows.
    let error = reject(|v| v["result"]["line"]["length"] = 6.into());
    assert!(matches!(error, RecordError::ResultMismatch { .. }));
    assert_message(&error, &["with 6 stones", "with 5 stones"]);
}

#[test]
fn unknown_fields_inside_the_result_are_rejected() {
    let error = reject(|v| v["result"]["line"]["extra"] = 1.into());
    assert!(matches!(error, RecordError::Json(_)));
    let error = reject(|v| v["result"]["extra"] = 1.into());
    assert!(matches!(error, RecordError::Json(_)));
}

#[test]
fn a_stored_review_round_trips_and_is_used_only_for_its_own_moves() {
    use gomoku_engine::review::review_game;
    use gomoku_engine::{Limits, StopFlag};
    let (game, mut record) = labelled_record();
    assert!(!record.to_json().contains("review"), "no review, no field");
    let review = review_game(
        game.options(),
        &record.moves,
        &Limits::nodes(2_000),
        1,
        &StopFlag::new(),
        &mut |_, _| {},
    )
    .unwrap();
    record.review = Some(review.clone());
    let read = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(read.review_of_moves(), Some(&review));
    assert_eq!(read.to_game().unwrap(), game);
    // A review of other moves (a hand-edited file) is ignored, not trusted.
    let mut other = read.clone();
    other.moves.pop();
    assert_eq!(other.review_of_moves(), None);
    let mut swapped = read;
    swapped.moves.swap(0, 2);
    assert_eq!(swapped.review_of_moves(), None);
}

#[test]
fn records_with_variations_round_trip_and_version_1_records_still_open() {
    use gomoku_engine::record::VARIATIONS_VERSION;
    let (game, mut record) = labelled_record();
    let v1 = record.to_json();
    assert!(v1.contains("\"version\": 1") && !v1.contains("variations"));
    let branch = parse_moves("h8i9j10", BoardSize::STANDARD).unwrap();
    let mut line = record.moves[..2].to_vec();
    line.extend(&branch);
    record.set_variations(vec![line.clone()]);
    assert_eq!(record.version, VARIATIONS_VERSION);
    let read = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(read.variations, vec![line.clone()]);
    assert_eq!(read.to_game().unwrap(), game, "the main line is the game");
    let tree = read.tree();
    assert_eq!(tree.main_line(), record.moves);
    assert_eq!(tree.lines(), vec![record.moves.clone(), line]);
    // A version-1 record (no variations) still opens.
    assert_eq!(GameRecord::from_json(&v1).unwrap().to_game().unwrap(), game);
    // An illegal variation is refused with its number.
    let mut bad = record.clone();
    let repeated = bad.variations[0][0];
    bad.variations[0].push(repeated);
    let error = GameRecord::from_json(&bad.to_json()).unwrap_err();
    assert!(error.to_string().contains("variation 1"), "{error}");
}

/// A renju self-play game (a 2-thread soak, 2026-11-26) that filled all but one point, which is
/// an overline for black: after white's 224th move black cannot move, so the game is drawn
/// rather than lost on a forced forbidden move.
#[test]
fn renju_black_with_only_forbidden_points_left_draws() {
    let size = BoardSize::STANDARD;
    let moves = parse_moves(
        "h6i7i8h7g7g8j7i6f9h9f8i5f7f10j5i4i3j6h8f6d9e9e8c10d7c6d8d6c8b8e6b9e7c7e5e4g6h5g4f5g3g5j3f3b7e10d10d11e12h2f2e11f11g10h10h3l8i11k11j10k8j8k9k10l9g11h12c13m10n11d12g12g9j9j12f13c12b12b11g13g14i13h13i12i10h14i15n9d13e14n8l10m8o8m9m7k5k6m6l5m12m11d5c14l3c4d4e3d3k3m4k2j2j4d2d1c2l2m1b2k4o7h11n1n4c5c3o4d14e1h1k7o6k13b1o11n10n12n7n6m5n14j13k15j15l14m13j11o10k14m14g2n15l11j14o1l13o2g1g15o3a9m2a8a11c9a7i1e15b5b15a15o15f15a5e13b3a4a14a13o14c15d15f14h15m15l15a12b14c11i14a6n13b13f12o13k12f4l12b10o12a10i2o9b6h4o5b4i9l6l7n5n3l4a3a2n2e2c1a1k1l1j1f1",
        size,
    )
    .unwrap();
    assert_eq!(moves.len(), 224);
    let game = Game::from_moves(options(Rule::Renju, true), &moves).unwrap();
    assert_eq!(game.result(), Some(GameResult::Draw));
    let last = game.board().empty_points().next().expect("one point left");
    assert!(game.board().is_forbidden(last));
    // Under freestyle the same moves leave black a legal last move.
    let game = Game::from_moves(options(Rule::Freestyle, true), &moves).unwrap();
    assert_eq!(game.result(), None);
}
