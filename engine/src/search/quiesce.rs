//! The leaves: a quiescence search over fours. The side to move may stand pat on the static
//! evaluation or play a four; the opponent's reply is then forced (the block, or a loss when
//! black's only block is forbidden), and the attacker stands pat or plays on. Wins by
//! continuous fours, and the mates `forcing` spots on the way, come back as mate scores; fours
//! that merely trade a threat for nothing fall below the stand-pat value and are ignored.

use crate::eval::evaluate;
use crate::pattern::Combo;
use crate::point::Point;
use crate::position::Position;

use super::Searcher;
use super::budget::Budget;
use super::forcing::{Forcing, forcing};
use super::tt::{Bound, Entry};
use super::types::{MAX_PLY, WIN};

/// Most fours one side plays in a quiescence line (each followed by the forced block).
pub(super) const QUIESCENCE_FOURS: u32 = 12;

/// Whether `point` is close enough to `last` to continue its attack: within two squares, or
/// on one of its lines within four.
fn continues(point: Point, last: Point) -> bool {
    let dx = (point.x() as i32 - last.x() as i32).abs();
    let dy = (point.y() as i32 - last.y() as i32).abs();
    dx.max(dy) <= 2 || ((dx == 0 || dy == 0 || dx == dy) && dx.max(dy) <= 4)
}

impl Searcher {
    /// The static evaluation of `position`, from its table `entry` where an earlier visit
    /// left it there. The network's sums are brought up to date and kept for the children.
    #[inline]
    pub(super) fn static_value(&self, position: &mut Position, entry: Option<Entry>) -> i32 {
        entry.and_then(|e| e.eval).unwrap_or_else(|| {
            position.refresh_net();
            evaluate(position, self.style.0, self.style.1)
        })
    }

    /// A quiescence node: what the rules force first, then [`Self::quiesce_free`].
    #[allow(clippy::too_many_arguments)]
    pub(super) fn quiesce(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        alpha: i32,
        beta: i32,
        ply: u32,
        fours_left: u32,
    ) -> i32 {
        if budget.tick() {
            return 0;
        }
        budget.counters.leaves += 1;
        budget.seldepth = budget.seldepth.max(ply);
        let plies = ply as i32;
        match forcing(position) {
            Forcing::Win(_, n) => WIN - (plies + n),
            Forcing::Loss(n) => -(WIN - (plies + n)),
            Forcing::Block(block) => {
                if ply as usize >= MAX_PLY - 2 {
                    return evaluate(position, self.style.0, self.style.1);
                }
                self.tt.prefetch(position.board().hash_after(block));
                position.make(block);
                let score = -self.quiesce(position, budget, -beta, -alpha, ply + 1, fours_left);
                position.undo();
                score
            }
            Forcing::Free => self.quiesce_free(position, budget, alpha, beta, ply, fours_left),
        }
    }

    /// A quiescence node where nothing is forced: stand pat, or try the side to move's fours
    /// (a four that also makes a three or a second shape anywhere, a plain four only next to
    /// the side's previous stone, so a line of fours stays one attack).
    pub(super) fn quiesce_free(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        fours_left: u32,
    ) -> i32 {
        // Lines of fours transpose (four A then B, or B then A) and come back in every
        // iteration: the table answers them (and keeps the static value), and keeps what this
        // node finds at depth 0 (so deeper entries of the main search are never replaced by
        // it, nor cut by it).
        let key = position.hash();
        let entry = self.tt.probe(key, ply);
        let stand = self.static_value(position, entry);
        self.show_evaluated(position);
        if stand >= beta || fours_left == 0 || ply as usize >= MAX_PLY - 4 {
            return stand;
        }
        if let Some(entry) = entry.filter(|e| e.cuts(alpha, beta)) {
            return entry.score;
        }
        let original_alpha = alpha;
        let me = position.side_to_move();
        let four_count: u16 = [Combo::Block4, Combo::Block4Plus, Combo::Block4Flex3]
            .iter()
            .map(|&c| position.combo_count(me, c))
            .sum();
        if four_count == 0 {
            return stand;
        }
        let my_last = position.board().stones_in_order().rev().nth(1);
        let mut fours: Vec<(Combo, Point)> = position
            .threat_points(me, Combo::is_four)
            .map(|p| (position.combo(p, me), p))
            .filter(|&(combo, p)| {
                combo > Combo::Block4 || my_last.is_some_and(|last| continues(p, last))
            })
            .collect();
        fours.sort_by_key(|&(combo, _)| std::cmp::Reverse(combo));
        let mut best = stand;
        alpha = alpha.max(stand);
        for (_, four) in fours {
            if !position.is_legal(four) {
                continue;
            }
            position.make(four);
            let score = -self.quiesce(position, budget, -beta, -alpha, ply + 1, fours_left - 1);
            position.undo();
            if budget.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = Bound::of(best, original_alpha, beta);
        let entry = Entry {
            best: None,
            score: best,
            depth: 0,
            bound,
            eval: Some(stand),
        };
        self.tt.store(key, ply, entry);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rule;
    use crate::search::tests::games::{solver_proves_win, visit_random_games};
    use crate::search::types::WIN_THRESHOLD;
    use crate::search::{Limits, StopFlag};

    /// Whenever the quiescence claims a win, the threat solver (which plays every four and
    /// every block out) confirms it; and it does find wins that no static check sees.
    #[test]
    fn quiescence_wins_are_real() {
        let stop = StopFlag::default();
        let mut found = 0;
        let mut seed = 0x2545_F491_4F6C_DD1D;
        for rule in [Rule::Freestyle, Rule::Renju] {
            let mut searcher = Searcher::new(rule, 1);
            visit_random_games(rule, 60, 50, seed, |position| {
                if !matches!(forcing(position), Forcing::Free) {
                    return false;
                }
                let mut budget = Budget::new(&Limits::default(), &stop);
                let score =
                    searcher.quiesce_free(position, &mut budget, -WIN, WIN, 0, QUIESCENCE_FOURS);
                if score > WIN_THRESHOLD {
                    found += 1;
                    assert!(
                        solver_proves_win(position, (WIN - score) as u32 + 4),
                        "{rule:?}: quiescence win ({score}) not confirmed in {:?}",
                        position.board().stones_in_order().collect::<Vec<_>>()
                    );
                }
                assert!(score > -WIN_THRESHOLD, "standing pat never loses at once");
                true
            });
            seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        }
        assert!(found > 20, "only {found} wins found: the test sees too few");
    }
}
