//! The game being played: the [`Session`] (`state`), the commands that change it and the events
//! they cause (`commands`), its variations and what a record keeps beside the main line
//! (`lines`), and what the status line tells the player (`notice`). It knows the settings and the
//! screens and nothing else of the game: every other feature reads it or sends it commands.

mod commands;
mod lines;
mod notice;
mod state;

pub use commands::{Actor, GameCommand, GameEvent};
pub use lines::{LineCommand, RecordExtras};
pub use notice::{Notice, forbidden_name};
pub use state::{Outcome, PositionKey, Session, new_game, opening_rule};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(commands::plugin);
}
