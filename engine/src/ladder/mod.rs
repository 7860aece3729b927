//! The lowest rungs of the difficulty ladder: the move pickers of three of the five Chinese
//! write-ups on computer gomoku the project was seeded from, each a faithful implementation of
//! the algorithm its write-up describes, adapted only where the rules demand it (they never pick
//! a point that is forbidden for black under renju).
//!
//! - Beginner (`beginner.rs`), from a blog post that builds gomoku with Java Swing: two weight
//!   arrays, one for the opponent ("player") and one for the side to move ("computer"), and a
//!   greedy choice between attacking and defending.
//! - Easy (`easy.rs`), from an article whose program looks along the eight directions from each
//!   point and scores the runs it finds with one value table for the first mover and another for
//!   the second.
//! - Medium (`medium.rs`), from an answer on a Visual C++ forum: points scored by a fixed list of
//!   shape rules, then minimax with alpha-beta pruning over the few best candidates.
//!
//! What the rungs share (the points the side to move may play) is in `legal.rs`.

use rand::rngs::StdRng;

use crate::board::Board;
use crate::point::Point;
use crate::rules::Rule;
use crate::style::Style;

mod beginner;
mod easy;
mod legal;
mod medium;

/// Beginner: the Java Swing post's two weight arrays, greedy.
pub(crate) fn beginner_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    beginner::choose(board, rule, style, rng)
}

/// Easy: the eight-direction article's run counts scored with its first / second mover tables,
/// greedy.
pub(crate) fn easy_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    easy::choose(board, rule, style, rng)
}

/// Medium: the Visual C++ forum answer's rule scores with alpha-beta over the few best
/// candidates.
pub(crate) fn medium_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    medium::choose(board, rule, style, rng)
}
