//! The Gomoku engine's workshop: what is used to measure, train and test the engine but is not
//! part of it, so the game, the brain and the Web Worker never compile it.
//!
//! - [`arena`]: matches between protocol brains (`gomoku-arena`), with SPRT;
//! - [`datagen`]: self-play training data (`gomoku-datagen`);
//! - [`tune`]: the learned evaluation's and the hand-set numbers' fits (`gomoku-tune`), and
//!   tuning by games (`gomoku-spsa`);
//! - [`puzzles`]: the forced-win puzzle generator and its independent checker
//!   (`gomoku-puzzles`); the puzzle format itself is the engine's
//!   (`gomoku_engine::puzzles`);
//! - `bench_support`: helpers for the benches (`cargo bench -p gomoku-lab --bench search`,
//!   `board`, `proofs`);
//! - [`rating`]: Elo ratings from match results, a Bradley-Terry fit (`gomoku-rate`), which
//!   calibrates the engine's strength scale;
//! - [`probe`]: where a search's depth goes, two brains side by side on the same positions
//!   and node budgets (`gomoku-probe`);
//! - [`soak`]: a protocol brain under random sessions and a strict clock (`gomoku-soak`);
//!
//! Which way imports go between the files of every crate is checked by the workspace's own
//! `xtask` crate, not here.
//!
//! Modules are listed lowest layer first; a file imports only from layers above it in this list.
//!
//! The engine's private pieces (positions, pattern classes, the evaluation) are reached through
//! `gomoku_engine::internals`, which this crate turns on with the engine's `lab` feature.

pub mod game_records;
pub mod rating;

pub mod arena;
#[doc(hidden)]
pub mod bench_support;
pub mod compare;
pub mod datagen;
pub mod node_counts;
pub mod probe;

pub mod calibration;
pub mod puzzles;
pub mod soak;
pub mod tune;
