//! Gomoku / Renju engine: board, rules (freestyle, standard, renju, caro), renju forbidden moves,
//! game model with undo/redo, notation and record formats.
//!
//! The crate has no game-framework dependency; the Bevy game and the protocol brain both build on
//! it. Layers, lowest first: [`point`] → [`board`] → [`rules`] / [`renju`] → [`game`] →
//! [`record`], with [`notation`] and [`psq`] for text formats.

pub mod board;
pub mod diagram;
pub mod game;
pub mod notation;
pub mod point;
pub mod psq;
pub mod record;
pub mod renju;
pub mod rules;

pub use board::{Board, PlaceError};
pub use game::{Game, GameOptions, GameResult, PlayError};
pub use point::{BoardSize, Color, Direction, Point};
pub use renju::ForbiddenKind;
pub use rules::{Rule, WinLine};
