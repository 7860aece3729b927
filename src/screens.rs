//! The game's screens as Bevy states: the new-game menu, a game being played, a finished game,
//! reviewing moves with the AI paused, and the position editor.

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
    /// The position editor (`editor`): the board shows the stones being set up.
    Edit,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
