//! The strength scale in the game: the AI plays at the chosen strength, and each finished game
//! against it is counted once, per strength, and kept across a restart for *Suggest a level*.

use std::time::Duration;

use crate::support::*;
use gomoku::persistence::save_now;
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, Session};
use gomoku::settings::{GameSetup, Mode};
use gomoku::sides::Stone;
use gomoku_engine::strength::Tally;
use gomoku_engine::{Level, Strength};

fn record(wins: u32, losses: u32, draws: u32) -> Tally {
    Tally {
        wins,
        losses,
        draws,
    }
}

fn tally(game: &TestGame, strength: u8) -> Tally {
    game.record()
        .results
        .get(&strength)
        .copied()
        .unwrap_or_default()
}

#[test]
fn each_game_against_the_ai_counts_once_for_its_strength_and_survives_a_restart() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.set_strength(Strength::new(45).unwrap());
        s.human_color = Stone::Black;
    });
    game.start();
    // Black (the person) has four in a row and makes five.
    game.load("h8a1i8a3j8a5k8a7", Screen::Playing);
    game.click("l8");
    assert_eq!(game.screen(), Screen::GameOver);
    assert_eq!(tally(&game, 45), record(1, 0, 0));
    // Taking the five back and making it again is the same game.
    game.command(GameCommand::Undo);
    assert_ne!(game.screen(), Screen::GameOver);
    game.click("l8");
    assert_eq!(game.screen(), Screen::GameOver);
    assert_eq!(tally(&game, 45), record(1, 0, 0));
    // A new game counts anew: resigning is a loss.
    game.start();
    game.command(GameCommand::Resign);
    assert_eq!(tally(&game, 45), record(1, 1, 0));
    // Games between two people count nothing.
    game.configure(|s| s.mode = Mode::HumanVsHuman);
    game.start();
    game.command(GameCommand::Resign);
    assert_eq!(tally(&game, 45), record(1, 1, 0));

    save_now(game.app.world_mut());
    let dir = game.dir.clone();
    drop(game);
    let restarted = TestGame::in_dir(dir, None);
    assert_eq!(tally(&restarted, 45), record(1, 1, 0));
    let setup = restarted.app.world().resource::<GameSetup>();
    assert_eq!(setup.strength().get(), 45);
    assert_eq!(setup.level, Level::Easy, "the named level at or below 45");
    let suggestion = restarted.record().suggestion().expect("two games");
    assert_eq!(suggestion.games, 2);
}

#[test]
fn the_ai_answers_at_a_strength_between_the_levels() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| s.set_strength(Strength::new(58).unwrap()));
    game.start();
    game.click("h8");
    game.run_for(Duration::from_millis(1500));
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.game().ply(), 2, "the AI answered");
    assert_eq!(game.to_move(), Stone::Black);
}
