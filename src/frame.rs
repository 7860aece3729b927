//! The order of a frame: the phases every feature's systems run in, chained once by
//! [`core_plugin`](crate::core_plugin).

use bevy::prelude::*;

/// The phases of every frame's `Update`, in this order (one chain, set up by [`core_plugin`](crate::core_plugin)):
/// each feature puts its systems in the phase where they belong and orders nothing itself.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Frame {
    /// Devices and requests become game commands (keys, gamepad, the editor, puzzle requests).
    Input,
    /// The commands change the game (`session`); the systems after it read the result.
    Apply,
    /// What follows the board's size: its layout on the window.
    Layout,
    /// The engine's jobs are started and read (`ai`, the puzzles' solvers).
    Engine,
    /// A review takes the engine's answers about its positions (`review`).
    Review,
    /// The values the engine gave are kept by position (`ai::values`).
    Values,
    /// The stone entities are brought in line with the board (the game's, the editor's).
    Stones,
    /// What moves on the board follows: dropping stones, the win line.
    Animate,
    /// What the frame's changes are kept as: results, the autosave, sound cues, frame reports.
    Record,
}
