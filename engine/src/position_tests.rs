//! Tests of the incremental position: updates equal a rebuild, five points near a move.
use super::*;
use crate::point::BoardSize;

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

#[test]
fn incremental_updates_match_a_rebuild() {
    for (rule, edge, seed) in [
        (Rule::Freestyle, 15, 1u64),
        (Rule::Standard, 15, 2),
        (Rule::Renju, 15, 3),
        (Rule::Caro, 15, 4),
        (Rule::Renju, 7, 5),
        (Rule::Freestyle, 22, 6),
    ] {
        let size = BoardSize::new(edge).unwrap();
        let mut position = Position::new(&Board::new(size), rule);
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
            assert!(
                position.matches_rebuild(),
                "{rule} {edge}x{edge}, step {step}\n{}",
                position.board()
            );
        }
    }
}
