//! The lowest rungs of the difficulty ladder: the move pickers of three of the five Chinese
//! write-ups on computer gomoku the project was seeded from, each a faithful implementation of
//! the algorithm its write-up describes, adapted only where the rules demand it (they never pick
//! a point that is forbidden for black under renju).
//!
//! - `weight_arrays.rs` (seed 003, a blog post that builds gomoku with Java Swing): two weight
//!   arrays, one for the opponent ("player") and one for the side to move ("computer"), and a
//!   greedy choice between attacking and defending. It is the Beginner level.
//! - `run_tables.rs` (seed 001, an article whose program looks along the eight directions from
//!   each point): the runs it finds scored with one value table for the first mover and another
//!   for the second.
//! - `shape_rules.rs` (seed 002, an answer on a Visual C++ forum): points scored by a fixed list
//!   of shape rules, then minimax with alpha-beta pruning over the few best candidates.
//!
//! The files are named for their algorithms, not for levels: the strength scale blends them
//! with each other and with the engine (the named levels Easy and Medium play the engine,
//! weakened; see `strength.rs`).
//!
//! What the rungs share (the points the side to move may play) is in `legal.rs`.

use rand::rngs::StdRng;

use crate::board::Board;
use crate::point::Point;
use crate::rules::Rule;
use crate::style::Style;

mod legal;
mod run_tables;
mod shape_rules;
mod weight_arrays;

/// Seed 003, the Java Swing post's two weight arrays, greedy.
pub(crate) fn weight_arrays_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    weight_arrays::choose(board, rule, style, rng)
}

/// Seed 001, the eight-direction article's run counts scored with its first / second mover
/// tables, greedy.
pub(crate) fn run_tables_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    run_tables::choose(board, rule, style, rng)
}

/// Seed 002, the Visual C++ forum answer's rule scores with alpha-beta over the few best
/// candidates.
pub(crate) fn shape_rules_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    shape_rules::choose(board, rule, style, rng)
}
