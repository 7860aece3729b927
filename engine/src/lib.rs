//! Gomoku / Renju engine: board, rules (freestyle, standard, renju, caro), renju forbidden moves,
//! the search and its evaluation, computer players by level, the Gomocup brain protocol, and the
//! game model with undo/redo, notation and record formats.
//!
//! The crate has no game-framework dependency; the Bevy game and the protocol brain both build on
//! it.
//!
//! # Layers
//! The modules are declared below in layers, lowest first, each group under a one-line comment:
//! input → board → rules → patterns → position → evaluation → search → AI and ladder → game
//! model and text formats → services → protocol. **A module imports only from layers below its
//! own** (and, inside its layer, from the modules listed before it); no circle of
//! imports joins two files. The game model and the text formats need only the board and the rules;
//! they sit above the engine's core because nothing in it uses them. Last comes `internals`, the
//! one door through which the tools of the `gomoku-lab` crate reach the core's private pieces.
//!
//! The static evaluation ([`eval`]) is hand-set by default; a learned one is trained from
//! self-play (the `gomoku-datagen` and `gomoku-tune` binaries), and the hand-set numbers are
//! fitted to that data (`gomoku-tune --hand`) or tuned by games (`gomoku-spsa`). Those tools,
//! with the arena, the puzzle generator and the benches, live in the `gomoku-lab` crate, which
//! reaches the engine's insides through the hidden `internals` module (compiled only with this
//! crate's `lab` feature, which only that crate turns on).
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

// The rules (the `gomoku-rules` crate, beneath the engine): input, board, rules, the game model
// and its text formats, the opening rules; re-exported as the engine's own modules.
pub use gomoku_rules::{
    board, bounded, diagram, game, notation, point, psq, renju, rules, setup, splitmix, variations,
};

// Patterns: what a stone makes along each line, and the four lines together.
mod cpu;
mod pattern;

// Position: the board with its patterns and the evaluation's sums kept up to date.
mod position;

// Evaluation: the static value of a position, hand-set or learned.
pub mod eval;

// Search: iterative-deepening alpha-beta and the threat solvers.
pub mod search;

// AI and ladder: playing styles, the seed write-ups' move pickers, the levels.
mod style;
mod ladder;
pub mod strength;
pub mod ai;

// Services on the search and the AI: review, records, openings, puzzles, remote players.
pub mod review;
pub mod opening;
pub mod record;
pub mod puzzles;
pub mod remote;

// Protocol: the Gomocup / Piskvork brain.
pub mod protocol;

// The lab's door: the insides the `gomoku-lab` crate's tools need (the `lab` feature only).
#[cfg(feature = "lab")]
#[doc(hidden)]
pub mod internals;

pub use ai::{Ai, AiMove, Level, Strength, Style};
pub use board::{Board, PlaceError};
pub use game::{Ending, Game, GameOptions, GameResult, PlayError};
pub use point::{BoardSize, Color, Direction, Point};
pub use renju::ForbiddenKind;
pub use rules::{Rule, WinLine};
pub use search::{Limits, PvLine, Score, SearchInfo, SearchResult, Searcher, StopFlag};
