//! What is kept between runs and what is saved to files: settings and the game in progress
//! survive a restart (`autosave`, in the place `storage` gives: a directory on the desktop,
//! `localStorage` in a browser), and games are saved and opened as JSON records, Piskvork `.psq`
//! files and position strings such as `h8i9j10` (`formats`).

mod autosave;
mod formats;
mod storage;

pub use autosave::{OPENING_FIELD, save_now};
pub use formats::{
    DEFAULT_GAME_FILE, GameFormat, download_name, game_text, load_game_file, parse_extras,
    parse_game, player_names, position_string, save_game_file,
};
pub use storage::{MAX_FILE_BYTES, Storage, write_atomically};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((storage::plugin, autosave::plugin));
}
