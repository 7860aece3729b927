//! Swap and swap2, headless: each seat played by the person or by the engine, swap2's three
//! options, undo and redo through the choices, and a restart in the middle of the opening.

use std::time::{Duration, Instant};

use crate::support::opening::{choose, session, setup, stage};
use crate::support::*;
use gomoku::persistence::save_now;
use gomoku::session::{Actor, GameCommand, Notice};
use gomoku::settings::Mode;
use gomoku::sides::Stone;
use gomoku_engine::Level;
use gomoku_engine::opening::{Choice, OpeningRule, Role, Stage};

/// A new game under `rule` in `mode`; against the engine the person takes `role`.
fn start(mode: Mode, rule: OpeningRule, role: Role) -> TestGame {
    let mut game = TestGame::new(mode);
    game.configure(|s| {
        s.opening_rule = rule;
        s.swap_role = role;
        s.level = Level::Master;
        s.move_time_ms = 300;
    });
    game.start();
    game
}

/// Runs frames until `done` holds.
fn until(game: &mut TestGame, what: &str, done: impl Fn(&TestGame) -> bool) {
    let started = Instant::now();
    while !done(game) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "timed out waiting for {what}"
        );
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn swap_with_the_person_proposing_and_the_engine_choosing() {
    let mut game = start(Mode::HumanVsAi, OpeningRule::Swap, Role::Proposer);
    // The person places all three stones, white's included.
    for point in ["h8", "i9", "j7"] {
        game.click(point);
    }
    assert_eq!(game.stones().len(), 3);
    // The engine judges the position and takes a colour; the person plays the other.
    until(&mut game, "the engine's choice", |g| {
        matches!(stage(g), Stage::Play { .. })
    });
    let Stage::Play { proposer } = stage(&game) else {
        unreachable!()
    };
    assert_eq!(session(&game).player_color(setup(&game)), Some(proposer));
    if proposer == Stone::White {
        // The person is white and to move.
        game.click("g9");
        assert_eq!(game.stones().len(), 4);
    }
    // Whoever is white, the engine answers or moves next.
    until(&mut game, "the engine's move", |g| {
        session(g).game().to_move() == proposer && !session(g).ai_acts(setup(g))
    });
    assert!(game.stones().len() >= 4);
}

#[test]
fn swap2_with_the_engine_proposing_and_the_person_taking_black() {
    let mut game = start(Mode::HumanVsAi, OpeningRule::Swap2, Role::Chooser);
    until(&mut game, "the proposed stones", |g| {
        matches!(stage(g), Stage::Choose { .. })
    });
    assert_eq!(game.stones().len(), 3);
    // A stone now is refused: a colour must be chosen first.
    game.click("a1");
    assert_eq!(game.stones().len(), 3);
    assert_eq!(session(&game).notice, Some(Notice::ChooseFirst));
    choose(&mut game, Choice::Take(Stone::Black));
    assert_eq!(
        session(&game).player_color(setup(&game)),
        Some(Stone::Black)
    );
    // White (the engine) moves, then it is the person's turn.
    until(&mut game, "white's move", |g| session(g).game().ply() == 4);
    assert!(!session(&game).ai_acts(setup(&game)));
    assert_eq!(
        setup(&game).human_color,
        Stone::Black,
        "menu colour untouched"
    );
}

#[test]
fn swap2_taking_white_lets_the_person_move_at_once() {
    let mut game = start(Mode::HumanVsAi, OpeningRule::Swap2, Role::Chooser);
    until(&mut game, "the proposed stones", |g| {
        matches!(stage(g), Stage::Choose { .. })
    });
    choose(&mut game, Choice::Take(Stone::White));
    assert_eq!(session(&game).game().to_move(), Stone::White);
    assert!(!session(&game).ai_acts(setup(&game)));
    let empty = session(&game).game().board().empty_points().next().unwrap();
    game.command(GameCommand::Place {
        point: empty,
        by: Actor::Human,
    });
    assert_eq!(session(&game).game().ply(), 4);
}

#[test]
fn swap2_place_two_hands_the_choice_back_to_the_engine() {
    let mut game = start(Mode::HumanVsAi, OpeningRule::Swap2, Role::Chooser);
    until(&mut game, "the proposed stones", |g| {
        matches!(stage(g), Stage::Choose { .. })
    });
    choose(&mut game, Choice::PlaceTwo);
    assert!(matches!(
        stage(&game),
        Stage::Place {
            by: Role::Chooser,
            left: 2
        }
    ));
    let empties: Vec<_> = session(&game)
        .game()
        .board()
        .empty_points()
        .filter(|p| p.x() < 3)
        .take(2)
        .collect();
    for point in empties {
        game.command(GameCommand::Place {
            point,
            by: Actor::Human,
        });
    }
    assert_eq!(session(&game).game().ply(), 5);
    // Two stones far away hand black a big lead: the engine, proposer, takes a colour.
    until(&mut game, "the proposer's choice", |g| {
        matches!(stage(g), Stage::Play { .. })
    });
    let engine = session(&game)
        .player_color(setup(&game))
        .unwrap()
        .opponent();
    assert_eq!(
        session(&game).opening().choices().last().unwrap().1,
        Choice::Take(engine)
    );
}

#[test]
fn between_people_every_seat_is_played_by_hand_and_undo_walks_back_through_the_choices() {
    let mut game = start(Mode::HumanVsHuman, OpeningRule::Swap2, Role::Proposer);
    for point in ["h8", "i9", "j7"] {
        game.click(point);
    }
    choose(&mut game, Choice::PlaceTwo);
    game.click("g9");
    game.click("k8");
    choose(&mut game, Choice::Take(Stone::White));
    assert_eq!(
        stage(&game),
        Stage::Play {
            proposer: Stone::White
        }
    );
    game.click("f10");
    assert_eq!(game.stones().len(), 6);
    // Undo: the stone, then the choice, then a stone of the second pair, ...
    game.command(GameCommand::Undo);
    assert_eq!(game.stones().len(), 5);
    assert!(matches!(stage(&game), Stage::Play { .. }));
    game.command(GameCommand::Undo);
    assert_eq!(
        stage(&game),
        Stage::Choose {
            by: Role::Proposer,
            may_place_two: false,
            may_offer: None
        }
    );
    game.command(GameCommand::Undo);
    game.command(GameCommand::Undo);
    game.command(GameCommand::Undo);
    assert_eq!(
        stage(&game),
        Stage::Choose {
            by: Role::Chooser,
            may_place_two: true,
            may_offer: None
        }
    );
    assert_eq!(game.stones().len(), 3);
    // Redo replays the choices and the stones in order.
    for _ in 0..5 {
        game.command(GameCommand::Redo);
    }
    assert_eq!(game.stones().len(), 6);
    assert_eq!(
        session(&game)
            .opening()
            .to_field(gomoku_engine::BoardSize::STANDARD),
        "swap2 3:place_two 5:white"
    );
}

#[test]
fn the_opening_phase_survives_a_restart() {
    let mut game = start(Mode::HumanVsHuman, OpeningRule::Swap, Role::Proposer);
    for point in ["h8", "i9", "j7"] {
        game.click(point);
    }
    choose(&mut game, Choice::Take(Stone::Black));
    save_now(game.app.world_mut());
    let dir = game.dir.clone();
    drop(game);
    let restarted = TestGame::in_dir(dir, None);
    assert_eq!(
        session(&restarted)
            .opening()
            .to_field(gomoku_engine::BoardSize::STANDARD),
        "swap 3:black"
    );
    assert_eq!(
        stage(&restarted),
        Stage::Play {
            proposer: Stone::White
        }
    );
}

#[test]
fn renju_games_ignore_the_opening_rule() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.configure(|s| {
        s.opening_rule = OpeningRule::Swap2;
        s.rule = gomoku_engine::Rule::Renju;
    });
    game.start();
    assert_eq!(session(&game).opening().rule(), OpeningRule::None);
}

#[test]
fn against_the_engine_undo_goes_back_to_the_persons_choice_and_then_to_a_new_proposal() {
    let mut game = start(Mode::HumanVsAi, OpeningRule::Swap, Role::Chooser);
    until(&mut game, "the proposed stones", |g| {
        matches!(stage(g), Stage::Choose { .. })
    });
    choose(&mut game, Choice::Take(Stone::White));
    game.command(GameCommand::Undo);
    assert_eq!(
        stage(&game),
        Stage::Choose {
            by: Role::Chooser,
            may_place_two: false,
            may_offer: None
        }
    );
    assert_eq!(game.stones().len(), 3);
    // Behind the choice are the engine's stones: undo takes them all back at once.
    game.command(GameCommand::Undo);
    assert_eq!(session(&game).game().ply(), 0);
    until(&mut game, "a new proposal", |g| {
        matches!(stage(g), Stage::Choose { .. })
    });
}

#[test]
fn the_engine_plays_both_seats_in_a_demo() {
    let mut game = start(Mode::AiVsAi, OpeningRule::Swap2, Role::Proposer);
    until(&mut game, "the colours settled and a move", |g| {
        matches!(stage(g), Stage::Play { .. }) && session(g).game().ply() >= 4
    });
}
