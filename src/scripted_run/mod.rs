//! Scripted runs of the real game, for checks a person would otherwise do by hand: the frame
//! time while the AI thinks (`--frame-report`) and screenshots of chosen screens
//! (`--screenshot`), on a position, screen and settings the run names. A scripted run never
//! reads or writes the player's saved settings.
//!
//! - `options.rs`: what the run should do (`ScriptOptions`), from the command line or the
//!   page's address;
//! - `setup.rs`: the settings, position and screen it starts on;
//! - `frame_report.rs`: the frame statistics and the screenshot, and the run's end.

mod frame_report;
mod options;
mod setup;

use bevy::prelude::*;

use crate::persistence::Storage;
pub use options::ScriptOptions;

pub(super) fn plugin(app: &mut App) {
    let options = app
        .world()
        .get_resource::<ScriptOptions>()
        .cloned()
        .unwrap_or_default();
    if !options.is_scripted() {
        return;
    }
    app.insert_resource(Storage::Disabled)
        .init_resource::<frame_report::FrameStats>()
        .add_systems(Startup, setup::apply_script)
        .add_systems(
            PostStartup,
            setup::open_scripted_puzzle.after(crate::puzzles::ReopenSet),
        )
        .add_systems(Update, setup::play_scripted_puzzle_move)
        .add_systems(
            Update,
            (setup::open_scripted_editor, setup::start_scripted_review)
                .in_set(crate::Frame::Record),
        )
        .add_systems(First, frame_report::start_frame)
        .add_systems(
            Last,
            (frame_report::end_frame, frame_report::finish).chain(),
        );
}
