//! Forced-win puzzles (the format is [`gomoku_engine::puzzles`]): made from our own self-play by
//! [`generate`] (the `gomoku-puzzles` binary) and re-proved by [`check`], which uses none of the
//! engine's threat solvers.

pub mod check;
pub mod generate;
