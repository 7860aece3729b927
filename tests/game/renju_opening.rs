//! Renju's tournament opening rules, headless: Soosõrv-8 and Taraguchi-10 played to the sixth
//! move by two people and against the engine in either seat; misplaced stones, symmetrical
//! offers and a pick that is no offer refused with the rule's reason; the game saved with its
//! swaps and offers and read back after a restart; a game started from a named opening.

use std::time::{Duration, Instant};

use crate::support::opening::{choose, session, setup, stage};
use crate::support::*;
use gomoku::persistence::{load_game_file, save_game_file, save_now};
use gomoku::review::{GameReviewRun, ReviewCommand};
use gomoku::session::{GameCommand, Notice};
use gomoku::settings::Mode;
use gomoku::sides::Stone;
use gomoku_engine::opening::canonical::{CanonicalOpening, name_of};
use gomoku_engine::opening::{Choice, OpeningError, OpeningRule, Role, Stage};
use gomoku_engine::review::Verdict;
use gomoku_engine::{Level, Point, Rule};

fn start(mode: Mode, rule: OpeningRule, role: Role) -> TestGame {
    let mut game = TestGame::new(mode);
    game.configure(|s| {
        s.rule = Rule::Renju;
        s.opening_rule = rule;
        s.swap_role = role;
        s.level = Level::Master;
        s.move_time_ms = 200;
    });
    game.start();
    game
}

fn refused_with(game: &TestGame, error: OpeningError) {
    assert_eq!(session(game).notice, Some(Notice::Opening(error)));
}

fn name(game: &TestGame, point: Point) -> String {
    gomoku_engine::notation::format_point(point, session(game).game().size())
}

#[test]
fn soosorv8_between_two_people_with_every_refusal_and_a_restart() {
    let mut game = start(Mode::HumanVsHuman, OpeningRule::Soosorv8, Role::Proposer);
    // The tentative black's opening: 1D Kansei; a second stone off the central 3x3 is refused.
    game.click("h8");
    game.click("h10");
    refused_with(&game, OpeningError::OutsideCentre { stone: 2, side: 3 });
    game.click("h9");
    game.click("h10");
    assert_eq!(game.stones().len(), 3);
    assert_eq!(
        name_of(session(&game).game().board()).map(|o| o.code()),
        Some("1D")
    );
    // The other player keeps white (no swap); a stone now is refused.
    game.click("a1");
    assert_eq!(session(&game).notice, Some(Notice::ChooseFirst));
    choose(&mut game, Choice::Take(Stone::White));
    // White's 4th on the mirror line, anywhere is allowed; then the declaration.
    game.click("h6");
    assert!(matches!(stage(&game), Stage::Declare { most: 8, .. }));
    choose(&mut game, Choice::Declare(9));
    refused_with(
        &game,
        OpeningError::BadCount {
            declared: 9,
            most: 8,
        },
    );
    choose(&mut game, Choice::Declare(2));
    // The black holder may swap: takes white, so the chooser now holds black.
    choose(&mut game, Choice::Take(Stone::White));
    assert!(matches!(
        stage(&game),
        Stage::Offer {
            by: Role::Chooser,
            left: 2
        }
    ));
    // Offers are points chosen on the board; a mirror image of one is refused.
    game.click("g7");
    game.click("i7");
    refused_with(&game, OpeningError::SymmetricOffer(game.point("g7")));
    game.click("g7");
    refused_with(&game, OpeningError::AlreadyOffered);
    game.click("j9");
    assert_eq!(game.stones().len(), 4, "offers are not stones");
    assert!(matches!(stage(&game), Stage::Pick { by: Role::Proposer }));
    // White keeps one: a point that is no offer is refused.
    game.click("k11");
    refused_with(&game, OpeningError::NotAnOffer);
    game.click("j9");
    assert_eq!(game.stones().len(), 5);
    assert_eq!(
        stage(&game),
        Stage::Play {
            proposer: Stone::White
        }
    );
    // The sixth move, white's, anywhere.
    game.click("k11");
    assert_eq!(game.stones().len(), 6);
    let phase = session(&game).opening().clone();
    // Saved to a file and read back, with the swaps, the declaration and the offers.
    let played = session(&game).game().clone();
    let extras = session(&game).record_extras(None);
    let path = game.dir.join("soosorv.json");
    save_game_file(&path, &played, ["a", "b"], &extras).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("\"version\": 3") && text.contains("1D 寒星 Kansei"),
        "{text}"
    );
    let (back, back_extras) = load_game_file(&path, played.options()).unwrap();
    assert_eq!(back.moves(), played.moves());
    assert_eq!(back_extras.opening.as_ref(), Some(&phase));
    // The game in progress survives a restart with its opening.
    save_now(game.app.world_mut());
    let dir = game.dir.clone();
    drop(game);
    let mut restarted = TestGame::in_dir(dir, None);
    restarted.app.update();
    assert_eq!(session(&restarted).opening(), &phase);
    assert_eq!(session(&restarted).game().ply(), 6);
    // Undo walks back through the pick into the offers.
    restarted.command(GameCommand::Undo);
    restarted.command(GameCommand::Undo);
    assert!(matches!(stage(&restarted), Stage::Pick { .. }));
    restarted.command(GameCommand::Undo);
    assert!(matches!(stage(&restarted), Stage::Offer { left: 1, .. }));
}

#[test]
fn taraguchi10_between_two_people_through_ten_offers() {
    let mut game = start(Mode::HumanVsHuman, OpeningRule::Taraguchi10, Role::Proposer);
    game.click("i8");
    refused_with(&game, OpeningError::OutsideCentre { stone: 1, side: 1 });
    game.click("h8");
    choose(&mut game, Choice::Take(Stone::White));
    game.click("i9");
    choose(&mut game, Choice::Take(Stone::Black));
    game.click("e8");
    refused_with(&game, OpeningError::OutsideCentre { stone: 3, side: 5 });
    game.click("g10");
    choose(&mut game, Choice::Take(Stone::White));
    game.click("l8");
    refused_with(&game, OpeningError::OutsideCentre { stone: 4, side: 7 });
    game.click("k5");
    assert_eq!(game.stones().len(), 4);
    let Stage::Choose {
        may_offer: Some(10),
        ..
    } = stage(&game)
    else {
        panic!("black's choice after the 4th: {:?}", stage(&game));
    };
    choose(&mut game, Choice::OfferFifths);
    // Ten offers anywhere (none of them twins: the position has no symmetry).
    for offer in [
        "a1", "b2", "c3", "d4", "e5", "o15", "n14", "m13", "l12", "a15",
    ] {
        game.click(offer);
    }
    assert_eq!(session(&game).opening().offers().len(), 10);
    assert!(matches!(stage(&game), Stage::Pick { .. }));
    game.click("e5");
    assert_eq!(game.stones().len(), 5);
    assert!(matches!(stage(&game), Stage::Play { .. }));
    game.click("j9");
    assert_eq!(game.stones().len(), 6);
}

/// Plays the person's steps of the opening (whatever the engine decides in the other seat)
/// until six stones are on the board, each step a legal one.
fn play_to_the_sixth_move(game: &mut TestGame) {
    let started = Instant::now();
    while session(game).game().ply() < 6 {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "stuck at {:?} with {} stones",
            stage(game),
            session(game).game().ply()
        );
        assert!(!session(game).is_over(), "the game ended in the opening");
        if session(game).ai_acts(setup(game)) {
            game.app.update();
            std::thread::sleep(Duration::from_millis(5));
            continue;
        }
        let board = session(game).game().board().clone();
        let phase = session(game).opening().clone();
        let size = board.size();
        // Points nearest the centre first, as a person would look.
        let mut points: Vec<Point> = board.empty_points().collect();
        let centre = size.center();
        points.sort_by_key(|p| (p.distance(centre), p.y(), p.x()));
        match stage(game) {
            Stage::Choose { .. } => choose(game, Choice::Take(Stone::Black)),
            Stage::Declare { .. } => choose(game, Choice::Declare(3)),
            Stage::Offer { .. } => {
                let made = phase.offers();
                let offer = points
                    .into_iter()
                    .find(|&p| phase.clone().choose_on(&board, Choice::Offer(p)).is_ok())
                    .expect("a point to offer");
                assert!(!made.contains(&offer));
                let named = name(game, offer);
                game.click(&named);
            }
            Stage::Pick { .. } => {
                let named = name(game, phase.offers()[0]);
                game.click(&named);
            }
            Stage::Place { .. } | Stage::Play { .. } => {
                let point = points
                    .into_iter()
                    .find(|&p| phase.check_stone(&board, p).is_ok())
                    .expect("a legal point");
                let named = name(game, point);
                game.click(&named);
            }
        }
    }
    assert!(matches!(stage(game), Stage::Play { .. }));
}

#[test]
fn each_renju_rule_against_the_engine_in_either_seat_reaches_the_sixth_move() {
    for rule in [OpeningRule::Soosorv8, OpeningRule::Taraguchi10] {
        for role in [Role::Proposer, Role::Chooser] {
            let mut game = start(Mode::HumanVsAi, rule, role);
            play_to_the_sixth_move(&mut game);
            let phase = session(&game).opening().clone();
            let stones: Vec<Point> = session(&game).game().board().stones_in_order().collect();
            if rule == OpeningRule::Soosorv8 {
                assert!(
                    name_of(session(&game).game().board()).is_some(),
                    "{rule} opens with one of the 26"
                );
                assert!(
                    phase.offers().contains(&stones[4]),
                    "{rule}: the fifth is a kept offer"
                );
            }
            // The person's colour follows the swaps.
            let Stage::Play { proposer } = stage(&game) else {
                unreachable!()
            };
            let mine = if role == Role::Proposer {
                proposer
            } else {
                proposer.opponent()
            };
            assert_eq!(session(&game).player_color(setup(&game)), Some(mine));
        }
    }
}

#[test]
fn the_review_starts_after_the_opening_rules_stones() {
    let mut game = start(Mode::HumanVsHuman, OpeningRule::Soosorv8, Role::Proposer);
    game.prefer(|p| p.review_ms = 100);
    for point in ["h8", "h9", "i9"] {
        game.click(point);
    }
    choose(&mut game, Choice::Take(Stone::White));
    game.click("g7");
    choose(&mut game, Choice::Declare(1));
    choose(&mut game, Choice::Take(Stone::Black));
    game.click("j7");
    game.click("j7");
    game.click("k11");
    assert_eq!(game.stones().len(), 6);
    game.command(GameCommand::Review);
    game.app.world_mut().write_message(ReviewCommand::Start);
    let started = Instant::now();
    loop {
        let run = game.app.world().resource::<GameReviewRun>();
        if let Some(done) = run.of(session(&game)) {
            let verdicts: Vec<Verdict> = done.review.moves.iter().map(|m| m.verdict).collect();
            assert_eq!(verdicts.len(), 6);
            assert!(
                verdicts[..5].iter().all(|&v| v == Verdict::Opening),
                "{verdicts:?}"
            );
            assert_ne!(verdicts[5], Verdict::Opening);
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the review did not end"
        );
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_game_can_start_from_a_named_opening() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    let kagetsu = CanonicalOpening::parse("Kagetsu").unwrap();
    game.configure(|s| {
        s.rule = Rule::Renju;
        s.opening_rule = OpeningRule::None;
        s.start_opening = Some(kagetsu);
    });
    game.start();
    assert_eq!(game.stones().len(), 3);
    assert_eq!(name_of(session(&game).game().board()), Some(kagetsu));
    // Undo does not take the opening's stones away; white is to move.
    game.command(GameCommand::Undo);
    assert_eq!(game.stones().len(), 3);
    assert_eq!(game.to_move(), Stone::White);
    // Under Soosõrv the opening is the tentative black's, and the other player may swap.
    game.configure(|s| s.opening_rule = OpeningRule::Soosorv8);
    game.start();
    assert_eq!(game.stones().len(), 3);
    assert!(matches!(
        stage(&game),
        Stage::Choose {
            by: Role::Chooser,
            ..
        }
    ));
    // Freestyle has no such openings: the board starts empty.
    game.configure(|s| {
        s.rule = Rule::Freestyle;
        s.opening_rule = OpeningRule::None;
    });
    game.start();
    assert_eq!(game.stones().len(), 0);
}
