//! Records of games under an opening rule (version 3): the rule, the swaps, renju's declared
//! number of offers and the offers come back as they were; older records still open; records
//! whose opening does not fit its rule or its moves are refused with a message.

use gomoku_engine::notation::{parse_moves, parse_point};
use gomoku_engine::opening::{Choice, OpeningPhase, OpeningRule, Stage};
use gomoku_engine::record::{GameRecord, OPENING_VERSION, RECORD_VERSION, RecordError};
use gomoku_engine::{BoardSize, Color, Game, GameOptions, Rule};

const SIZE: BoardSize = BoardSize::STANDARD;

fn renju() -> GameOptions {
    GameOptions {
        rule: Rule::Renju,
        size: SIZE,
        strict_forbidden: false,
    }
}

/// A Soosõrv-8 game: 4D Kagetsu, the chooser takes black, white's 4th and two offers, the
/// black holder swaps, white keeps j7, and two more moves.
fn soosorv_game() -> (GameRecord, OpeningPhase) {
    let moves = parse_moves("h8h9i9g7j7h6h10", SIZE).unwrap();
    let mut phase = OpeningPhase::new(OpeningRule::Soosorv8);
    let game = Game::from_moves(renju(), &moves[..4]).unwrap();
    phase.choose(3, Choice::Take(Color::Black)).unwrap();
    phase.choose(4, Choice::Declare(2)).unwrap();
    phase.choose(4, Choice::Take(Color::White)).unwrap();
    for offer in ["j7", "f10"] {
        let point = parse_point(offer, SIZE).unwrap();
        phase.choose_on(game.board(), Choice::Offer(point)).unwrap();
    }
    let game = Game::from_moves(renju(), &moves).unwrap();
    let mut record = GameRecord::from_game(&game);
    record.set_opening(&phase);
    (record, phase)
}

#[test]
fn a_renju_opening_round_trips_with_its_swaps_declaration_and_offers() {
    let (record, phase) = soosorv_game();
    assert_eq!(record.version, OPENING_VERSION);
    let json = record.to_json();
    for word in [
        "\"soosorv8\"",
        "\"declare\": 2",
        "\"offer\"",
        "\"take\": \"white\"",
        "4D 花月 Kagetsu",
    ] {
        assert!(json.contains(word), "{word} missing from {json}");
    }
    let back = GameRecord::from_json(&json).unwrap();
    assert_eq!(back, record);
    let restored = back.opening_phase().unwrap();
    assert_eq!(restored, phase);
    assert_eq!(restored.opening_plies(7), 5);
    assert!(matches!(restored.stage(7), Stage::Play { .. }));
}

#[test]
fn older_records_and_games_without_a_rule_keep_their_versions() {
    let game = Game::from_moves(renju(), &parse_moves("h8h9", SIZE).unwrap()).unwrap();
    let mut record = GameRecord::from_game(&game);
    record.set_opening(&OpeningPhase::default());
    assert_eq!(record.version, RECORD_VERSION);
    assert!(!record.to_json().contains("opening"));
    let back = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(back.opening_phase().unwrap(), OpeningPhase::default());
}

/// The record's JSON with `edit` applied, read back: the error.
fn reject(edit: impl FnOnce(&mut serde_json::Value)) -> RecordError {
    let (record, _) = soosorv_game();
    let mut value: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    edit(&mut value);
    GameRecord::from_json(&value.to_string()).expect_err("a corrupt opening")
}

#[test]
fn an_opening_that_does_not_fit_its_rule_or_moves_is_refused_with_a_message() {
    let twice = reject(|v| {
        let first = v["opening"]["choices"][3]["choice"]["offer"].clone();
        v["opening"]["choices"][4]["choice"]["offer"] = first;
    });
    assert!(twice.to_string().contains("offered already"), "{twice}");
    let not_kept =
        reject(|v| v["opening"]["choices"][3]["choice"]["offer"] = serde_json::json!([0, 0]));
    assert!(
        not_kept.to_string().contains("keep one of the offered"),
        "{not_kept}"
    );
    let too_many = reject(|v| v["opening"]["choices"][1]["choice"]["declare"] = 9.into());
    assert!(too_many.to_string().contains("1 to 8"), "{too_many}");
    let late = reject(|v| v["opening"]["choices"][0]["at"] = 9.into());
    assert!(late.to_string().contains("opening"), "{late}");
    let unknown = reject(|v| v["opening"]["rule"] = "soosorv9".into());
    assert!(matches!(unknown, RecordError::Json(_)), "{unknown}");
}

#[test]
fn a_taraguchi_stone_outside_its_square_is_refused() {
    // The 4th stone, l11, lies outside the central 7x7.
    let moves = parse_moves("h8h9i9l11", SIZE).unwrap();
    let game = Game::from_moves(renju(), &moves).unwrap();
    let mut record = GameRecord::from_game(&game);
    let mut phase = OpeningPhase::new(OpeningRule::Taraguchi10);
    for at in 1..=3 {
        phase.choose(at, Choice::Take(Color::White)).unwrap();
    }
    record.set_opening(&phase);
    let error = GameRecord::from_json(&record.to_json()).expect_err("outside the 7x7");
    assert!(error.to_string().contains("central 7x7"), "{error}");
}

#[test]
fn offers_that_mirror_each_other_are_refused() {
    // 1D Kansei with white's 4th on its mirror line: g7 and i7 are one offer.
    let moves = parse_moves("h8h9h10h6", SIZE).unwrap();
    let game = Game::from_moves(renju(), &moves).unwrap();
    let mut record = GameRecord::from_game(&game);
    let mut phase = OpeningPhase::new(OpeningRule::Soosorv8);
    phase.choose(3, Choice::Take(Color::White)).unwrap();
    phase.choose(4, Choice::Declare(2)).unwrap();
    phase.choose(4, Choice::Take(Color::Black)).unwrap();
    phase
        .choose_on(
            game.board(),
            Choice::Offer(parse_point("g7", SIZE).unwrap()),
        )
        .unwrap();
    let mirrored = Choice::Offer(parse_point("i7", SIZE).unwrap());
    let refused = phase.clone().choose_on(game.board(), mirrored).unwrap_err();
    assert!(refused.to_string().contains("symmetrical"), "{refused}");
    record.set_opening(&phase);
    let mut value: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    let twin = serde_json::json!({"at": 4, "choice": {"offer": [8, 8]}});
    value["opening"]["choices"]
        .as_array_mut()
        .unwrap()
        .push(twin);
    let error = GameRecord::from_json(&value.to_string()).expect_err("a twin offer");
    assert!(error.to_string().contains("symmetrical"), "{error}");
}
