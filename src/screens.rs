//! The game's screens as Bevy states: the new-game menu, a game being played, a finished game,
//! and reviewing moves with the AI paused.

use bevy::prelude::*;

#[derive(States, Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choosing mode, rule, board and AI before a game (the board stays visible behind).
    #[default]
    Menu,
    /// A game in progress: the side to move is asked for its move.
    Playing,
    /// The game ended: win line, result banner; undo or review from here.
    GameOver,
    /// Stepping through the moves; nobody is asked to move until play resumes.
    Review,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
