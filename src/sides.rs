//! The two sides of a game: [`Stone`], the game's one name for the engine's `Color` (black or
//! white), so no file renames it on its own.

pub use gomoku_engine::Color as Stone;
