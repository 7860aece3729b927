//! Forced-win puzzles (the format is [`gomoku_engine::puzzles`]): made from our own self-play by
//! [`generate`] (the `gomoku-puzzles` binary), small level-1 positions built around one threat by
//! [`clean`], and re-proved by [`check`], which uses none of the engine's threat solvers.

pub mod check;
pub mod clean;
pub mod generate;
