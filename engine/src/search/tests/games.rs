//! Random clustered games for the search's property tests, and the threat solver as their
//! referee.

use crate::board::Board;
use crate::point::{BoardSize, Point};
use crate::position::Position;
use crate::rules::Rule;

use crate::search::threat_space::ThreatSearch;

/// Plays `games` games of up to `plies` random legal moves next to the stones (so shapes form)
/// from the empty board, calling `visit` before each move; `visit` returning `false` ends the
/// game. Seeded, so every run sees the same positions.
pub(in crate::search) fn visit_random_games(
    rule: Rule,
    games: usize,
    plies: usize,
    seed: u64,
    mut visit: impl FnMut(&mut Position) -> bool,
) {
    let mut state = seed;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    for _ in 0..games {
        let mut position = Position::new(&Board::new(BoardSize::STANDARD), rule);
        for _ in 0..plies {
            if !visit(&mut position) {
                break;
            }
            let legal: Vec<Point> = position
                .candidates()
                .filter(|&p| position.is_legal(p))
                .collect();
            let point = if legal.is_empty() {
                Point::new(7, 7)
            } else {
                legal[next(legal.len() as u64) as usize]
            };
            position.make(point);
        }
    }
}

/// Whether the threat solver, which plays every threat and every defence out, proves a win for
/// the side to move within `plies`.
pub(in crate::search) fn solver_proves_win(position: &mut Position, plies: u32) -> bool {
    let mut never = |_: u64| false;
    let mut solver = ThreatSearch::new(position.side_to_move(), 2_000_000, &mut never);
    solver.vct(position, plies).is_some()
}
