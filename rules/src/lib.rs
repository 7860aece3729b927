//! Gomoku / Renju rules, with no engine: typed coordinates and the board, what wins under
//! freestyle, standard, renju and caro, renju's forbidden points for black (double three,
//! double four, overline), the game with undo / redo and jumps, the `h8` notation, Piskvork
//! `.psq` files, board diagrams, variation trees, set-up positions, and the tournament opening
//! rules (swap, swap2, Soosõrv-8, Taraguchi-10) with the 26 canonical renju openings.
//!
//! A program that only needs the rules (a GUI, a judge, a record converter) builds this crate
//! alone; the engine (`gomoku-engine`) builds its search on it and re-exports it.
//!
//! # Layers
//! The modules are declared below in layers, lowest first: input → board → rules → game model
//! and text formats → opening rules. A module imports only from layers below its own (and,
//! inside its layer, from the modules listed before it).
//!
//! ```
//! use gomoku_rules::notation::{format_point, parse_moves, parse_point};
//! use gomoku_rules::{BoardSize, Game, GameOptions, PlayError, Rule};
//!
//! let size = BoardSize::STANDARD;
//! let options = GameOptions { rule: Rule::Renju, size, strict_forbidden: false };
//! // Black h8 h9 i7 j7, white far away: h7 would be a double three.
//! let moves = parse_moves("h8a1h9a3i7a5j7a7", size).unwrap();
//! let mut game = Game::from_moves(options, &moves).unwrap();
//! let h7 = parse_point("h7", size).unwrap();
//! assert!(matches!(game.play(h7), Err(PlayError::Forbidden { .. })));
//! let forbidden: Vec<String> = game.forbidden_points().iter().map(|&p| format_point(p, size)).collect();
//! assert_eq!(forbidden, ["h7"]);
//! game.play(parse_point("g7", size).unwrap()).unwrap(); // an allowed move instead
//! assert_eq!(game.ply(), 9);
//! ```

// Input: files read with a size limit, and short quotes of bad text; a fixed random sequence.
pub mod bounded;
pub mod splitmix;

// Board: coordinates, colours, and the stones with their line bits.
pub mod point;
pub mod board;

// Rules: what wins under each rule, and renju's forbidden points.
pub mod rules;
pub mod renju;

// Game model and text formats: on the board and rules alone.
pub mod game;
pub mod notation;
pub mod psq;
pub mod diagram;
pub mod variations;
pub mod setup;

// Opening rules: swap, swap2 and renju's, their phases, the canonical openings.
pub mod opening;

pub use board::{Board, PlaceError};
pub use game::{Ending, Game, GameOptions, GameResult, PlayError};
pub use point::{BoardSize, Color, Direction, Point};
pub use renju::ForbiddenKind;
pub use rules::{Rule, WinLine};
