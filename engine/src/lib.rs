//! Gomoku / Renju engine: board, rules (freestyle, standard, renju, caro), renju forbidden moves,
//! game model with undo/redo, notation and record formats.
//!
//! The crate has no game-framework dependency; the Bevy game and the protocol brain both build on
//! it. Layers, lowest first: [`point`] → [`board`] → [`rules`] / [`renju`] → [`game`] →
//! [`record`], with [`notation`] and [`psq`] for text formats.
//!
//! The static evaluation ([`eval`]) is hand-set by default; a learned one is trained from
//! self-play with [`datagen`] and [`tune`] (the `gomoku-datagen` and `gomoku-tune` binaries);
//! the hand-set numbers are fitted to that data (`gomoku-tune --hand`) or tuned by games
//! (`gomoku-spsa`).
//!
//! ```
//! use gomoku_engine::notation::{format_point, parse_moves, parse_point};
//! use gomoku_engine::{BoardSize, Game, GameOptions, PlayError, Rule};
//!
//! let size = BoardSize::STANDARD;
//! let options = GameOptions { rule: Rule::Renju, size, strict_forbidden: false };
//! // Black h8 h9 i7 j7, white far away: h7 would be a double three.
//! let moves = parse_moves("h8a1h9a3i7a5j7a7", size).unwrap();
//! let mut game = Game::from_moves(options, &moves).unwrap();
//! let h7 = parse_point("h7", size).unwrap();
//! assert!(matches!(game.play(h7), Err(PlayError::Forbidden { .. })));
//! assert_eq!(game.forbidden_points().iter().map(|&p| format_point(p, size)).collect::<Vec<_>>(), ["h7"]);
//! game.play(parse_point("g7", size).unwrap()).unwrap(); // an allowed move instead
//! game.undo();
//! assert_eq!(game.ply(), 8);
//! ```

pub mod ai;
pub mod arena;
#[doc(hidden)]
pub mod bench_support;
pub mod board;
pub mod datagen;
pub mod diagram;
pub mod eval;
pub mod game;
mod ladder;
pub mod notation;
pub mod opening;
mod pattern;
pub mod point;
mod position;
pub mod protocol;
pub mod psq;
pub mod puzzles;
pub mod record;
pub mod remote;
pub mod renju;
pub mod review;
pub mod rules;
pub mod search;
pub mod setup;
mod style;
pub mod tune;
pub mod variations;

pub use ai::{Ai, AiMove, Level, Style};
pub use board::{Board, PlaceError};
pub use game::{Game, GameOptions, GameResult, PlayError};
pub use point::{BoardSize, Color, Direction, Point};
pub use renju::ForbiddenKind;
pub use rules::{Rule, WinLine};
pub use search::{Limits, PvLine, Score, SearchInfo, SearchResult, Searcher, StopFlag};
