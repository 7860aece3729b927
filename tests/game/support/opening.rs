//! What the opening-rule tests (swap, swap2, and renju's rules) read and do: the session, its
//! opening stage, the settings, and a person's choice.

use gomoku::session::{Actor, GameCommand, Session};
use gomoku::settings::GameSetup;
use gomoku_engine::opening::{Choice, Stage};

use super::TestGame;

pub fn session(game: &TestGame) -> &Session {
    game.app.world().resource::<Session>()
}

pub fn stage(game: &TestGame) -> Stage {
    session(game).opening_stage()
}

pub fn setup(game: &TestGame) -> &GameSetup {
    game.app.world().resource::<GameSetup>()
}

/// The person makes `choice`.
pub fn choose(game: &mut TestGame, choice: Choice) {
    game.command(GameCommand::Choose {
        choice,
        by: Actor::Human,
    });
}
