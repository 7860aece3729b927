//! Tests of the incremental position: updates equal a rebuild, five points near a move.
use super::*;
use crate::eval::net::net_for;
use crate::eval::{WeightSet, Weights, leaked_view};
use crate::point::BoardSize;

impl Position {
    /// Everything derived from the board, recomputed from scratch: for tests of the
    /// incremental updates.
    pub(crate) fn matches_rebuild(&self) -> bool {
        let fresh = Position::with_learned(&self.board, self.rule, self.learned).with_net(self.net);
        self.points.iter().all(|&p| {
            self.codes[p.index()] == fresh.codes[p.index()]
                && self.combos[p.index()] == fresh.combos[p.index()]
                && self.near[near_index(p)] == fresh.near[near_index(p)]
        }) && self.combo_counts == fresh.combo_counts
            && self.threat_bits == fresh.threat_bits
            && self.line_values == fresh.line_values
            && self.learned_sums == fresh.learned_sums
            && self.net_sums_now() == fresh.net_sums
    }
}

/// A small deterministic generator, so the test needs no RNG crate features.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn fives_near_counts_many_five_points_without_overflowing() {
    // Black stones make fours in two directions through h8 with up to four five points.
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for (x, y) in [(4, 7), (5, 7), (6, 7), (7, 7), (7, 4), (7, 5), (7, 6)] {
        board.place(Point::new(x, y), Color::Black).unwrap();
    }
    board.set_side_to_move(Color::White);
    let position = Position::new(&board, Rule::Freestyle);
    let (found, count) = position.fives_near(Point::new(7, 7), Color::Black);
    assert!(count >= 2, "{count}");
    assert!(found[0].is_some() && found[1].is_some() && found[0] != found[1]);
}

/// Weights with every set present and distinct, so each table and role is exercised.
fn scrambled_weights() -> Weights {
    let mut state = 0x1234_5678_9ABC_DEF1u64;
    let mut weights = Weights::default();
    for slot in weights.sets.iter_mut() {
        let mut set = WeightSet::zero();
        set.bias = (next(&mut state) % 100) as f32;
        for table in [&mut set.own, &mut set.opp] {
            for weight in table.iter_mut().skip(1) {
                *weight = (next(&mut state) % 2001) as f32 / 10.0 - 100.0;
            }
        }
        *slot = Some(set);
    }
    weights
}

/// Which optional sums a test position keeps.
#[derive(Clone, Copy, PartialEq)]
enum Sums {
    Hand,
    Learned,
    Net,
}

#[test]
fn incremental_updates_match_a_rebuild() {
    let weights = scrambled_weights();
    for (rule, edge, seed, sums) in [
        (Rule::Freestyle, 15, 1u64, Sums::Hand),
        (Rule::Standard, 15, 2, Sums::Hand),
        (Rule::Renju, 15, 3, Sums::Hand),
        (Rule::Caro, 15, 4, Sums::Hand),
        (Rule::Renju, 7, 5, Sums::Hand),
        (Rule::Freestyle, 22, 6, Sums::Hand),
        (Rule::Freestyle, 15, 7, Sums::Learned),
        (Rule::Renju, 15, 8, Sums::Learned),
        (Rule::Caro, 15, 9, Sums::Learned),
        (Rule::Freestyle, 15, 10, Sums::Net),
        (Rule::Renju, 15, 11, Sums::Net),
        (Rule::Freestyle, 22, 12, Sums::Net),
    ] {
        let size = BoardSize::new(edge).unwrap();
        let learned = sums == Sums::Learned;
        let view = learned.then(|| leaked_view(&weights, rule));
        // Renju's own network (its colours' rows apart); the freestyle one on other boards.
        let net = (sums == Sums::Net).then(|| {
            net_for(rule)
                .or(net_for(Rule::Freestyle))
                .expect("built-in net")
        });
        let mut position = Position::with_learned(&Board::new(size), rule, view).with_net(net);
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        for step in 0..400 {
            let undo = next(&mut state).is_multiple_of(4) && position.ply() > 0;
            if undo {
                position.undo();
            } else {
                let empty: Vec<Point> = position.board().empty_points().collect();
                if empty.is_empty() {
                    position.undo();
                    continue;
                }
                // Mostly near the centre, so lines fill up and real shapes appear.
                let near: Vec<Point> = empty
                    .iter()
                    .copied()
                    .filter(|p| p.distance(size.center()) <= 4)
                    .collect();
                let pool = if near.is_empty() { &empty } else { &near };
                position.make(pool[(next(&mut state) % pool.len() as u64) as usize]);
            }
            // The network's sums brought up to date now and then, as the search evaluates
            // some nodes and not others: both the kept and the computed sums must be right.
            if next(&mut state).is_multiple_of(3) {
                assert!(position.matches_rebuild(), "{rule}, step {step}, stale");
                position.refresh_net();
            }
            assert!(
                position.matches_rebuild(),
                "{rule} {edge}x{edge}, step {step}\n{}",
                position.board()
            );
            if learned {
                assert!(
                    position.learned_sums != [[0; 2]; 2] || position.ply() == 0,
                    "the learned sums move with the stones"
                );
            }
            // (A full board's cells are all dead, and so are its sums.)
            if sums == Sums::Net && (1..=40).contains(&position.ply()) {
                assert!(
                    position.net_sums_now() != [[0; NET_WIDTH]; 2],
                    "the network's sums move with the stones"
                );
            }
        }
    }
}

/// Moves made and undone without an evaluation (as the threat searches make them) do no upkeep
/// of the network's sums and leave them as they were, and later moves keep them equal to a
/// rebuild.
#[test]
fn moves_made_without_an_evaluation_leave_the_network_sums_in_step() {
    let size = BoardSize::STANDARD;
    for rule in [Rule::Freestyle, Rule::Renju] {
        let mut position = Position::new(&Board::new(size), rule);
        assert!(position.net().is_some(), "{rule} has a network");
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..30 {
            let empty: Vec<Point> = position
                .points
                .iter()
                .copied()
                .filter(|&p| position.board.is_empty(p) && p.distance(size.center()) <= 4)
                .collect();
            if empty.len() < 4 {
                break;
            }
            position.refresh_net();
            let before = position.net_sums;
            for _ in 0..3 {
                let free: Vec<Point> = empty
                    .iter()
                    .copied()
                    .filter(|&p| position.board.is_empty(p))
                    .collect();
                position.make(free[(next(&mut state) % free.len() as u64) as usize]);
            }
            assert!(
                !position.net_fresh && position.net_sums == before,
                "no upkeep inside the probe"
            );
            for _ in 0..3 {
                position.undo();
            }
            assert_eq!(
                position.net_sums_now(),
                before,
                "{rule}: the probe left the sums"
            );
            assert!(position.net_fresh, "{rule}: the kept sums are back");
            position.make(empty[(next(&mut state) % empty.len() as u64) as usize]);
            assert!(position.matches_rebuild(), "{rule}\n{}", position.board());
        }
    }
}
