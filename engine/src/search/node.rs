//! The principal-variation search itself: the root's loop over its moves and the recursive
//! alpha-beta with pruning and reductions. What the rules force comes from `forcing.rs`, the
//! moves and their order from `movepick.rs`, the leaves from `quiesce.rs`.

use crate::eval::evaluate;
use crate::pattern::Combo;
use crate::point::{Color, Point};
use crate::position::Position;
use crate::rules::Rule;

use super::Searcher;
use super::budget::Budget;
use super::forcing::{Forcing, forcing};
use super::movepick;
use super::quiesce::QUIESCENCE_FOURS;
use super::tt::{Bound, Entry};
use super::types::{MAX_PLY, NO_EVAL, WIN, WIN_THRESHOLD};

/// Reverse futility and futility: depth limit (the margin is in [`super::SearchParams`]).
const FUTILITY_DEPTH: i32 = 7;
/// Razoring into the leaf's threat probe: depth limit.
const RAZOR_DEPTH: i32 = 3;
/// Moves that make no shape for either colour are pruned at this depth and below.
const TRIVIAL_DEPTH: i32 = 4;
/// Nodes without a hash move are searched a ply shallower from this depth on.
const IIR_DEPTH: i32 = 4;
/// Depth is counted in quarter plies, so that extensions and reductions can be fractions.
const ONE_PLY: i32 = 4;
/// The forced block of a four is searched 1.25 plies deeper than its parent's depth minus a
/// ply: a four and its block cost 0.75 ply together, so a line of fours still ends, and the
/// defender's block is never the move that runs out of depth.
const BLOCK_EXTENSION: i32 = 5;

/// How far above beta (evaluation units) a node's value must be for the fail-high reduction:
/// a quarter of the futility margin a ply of `depth` (quarter plies), and more when the side to
/// move faces an open three, whose defence the static value knows nothing of.
fn fail_high_margin(futility_margin: i32, depth: i32, threatened: bool) -> i32 {
    futility_margin * depth / (4 * ONE_PLY)
        + if threatened {
            futility_margin * 4 / 3
        } else {
            0
        }
}

impl Searcher {
    /// Searches the root moves to `depth`, those after the first `root_reduction` plies
    /// shallower (a half step) unless they beat it.
    pub(super) fn search_root(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        (depth, root_reduction): (i32, i32),
        (mut alpha, beta): (i32, i32),
        root_moves: &[Point],
        excluded: &[Point],
    ) -> Option<(i32, Vec<Point>)> {
        self.static_evals[0] = NO_EVAL;
        // The children's depth, in quarter plies.
        let (full, root_reduction) = (depth * ONE_PLY - ONE_PLY, root_reduction * ONE_PLY);
        let key = position.hash();
        let mut moves: Vec<Point> = root_moves
            .iter()
            .copied()
            .filter(|m| !excluded.contains(m))
            .collect();
        if moves.is_empty() {
            return None;
        }
        let hash_move = excluded
            .is_empty()
            .then(|| self.tt.probe(key, 0).and_then(|e| e.best))
            .flatten();
        movepick::hash_move_first(&mut moves, hash_move);
        let mut best_score = -WIN - 1;
        let mut best_pv = vec![moves[0]];
        let mut child = Vec::new();
        for (index, &point) in moves.iter().enumerate() {
            position.make(point);
            let mut score;
            if index == 0 {
                score = -self.negamax(position, budget, full, -beta, -alpha, 1, &mut child);
            } else {
                let reduced = full - root_reduction;
                score = -self.negamax(position, budget, reduced, -alpha - 1, -alpha, 1, &mut child);
                if reduced < full && score > alpha && !budget.aborted {
                    score =
                        -self.negamax(position, budget, full, -alpha - 1, -alpha, 1, &mut child);
                }
                if score > alpha && score < beta && !budget.aborted {
                    score = -self.negamax(position, budget, full, -beta, -alpha, 1, &mut child);
                }
            }
            position.undo();
            if budget.aborted && index > 0 {
                break;
            }
            if !budget.aborted && score <= -WIN_THRESHOLD && !self.root_lost.contains(&point) {
                self.root_lost.push(point);
            }
            if score > best_score {
                best_score = score;
                best_pv = std::iter::once(point)
                    .chain(child.iter().copied())
                    .collect();
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
            if budget.aborted {
                break;
            }
        }
        if !budget.aborted && excluded.is_empty() {
            self.tt.store(
                key,
                0,
                Entry {
                    best: best_pv.first().copied(),
                    score: best_score,
                    depth: full + ONE_PLY - root_reduction,
                    bound: Bound::Exact,
                    eval: None,
                },
            );
        }
        Some((best_score, best_pv))
    }

    /// The interior search; `depth` is in quarter plies ([`ONE_PLY`]).
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        pv: &mut Vec<Point>,
    ) -> i32 {
        pv.clear();
        if budget.tick() {
            return 0;
        }
        budget.seldepth = budget.seldepth.max(ply);
        let plies = ply as i32;
        match forcing(position) {
            Forcing::Win(point, n) => {
                budget.counters.forced += 1;
                pv.push(point);
                return WIN - (plies + n);
            }
            Forcing::Loss(n) => {
                budget.counters.forced += 1;
                return -(WIN - (plies + n));
            }
            Forcing::Block(block) => {
                budget.counters.forced += 1;
                return self.forced_block(position, budget, block, depth, (alpha, beta), ply, pv);
            }
            Forcing::Free => {}
        }
        if position.board().is_full() {
            budget.counters.forced += 1;
            return 0;
        }
        // Mate-distance pruning: no line from here beats a win already found nearer the root.
        let best_possible = WIN - (plies + 1);
        if alpha >= best_possible || depth <= 0 || ply as usize >= MAX_PLY - 2 {
            budget.counters.leaves += 1;
            if alpha >= best_possible {
                return alpha;
            }
            return self.quiesce_free(position, budget, alpha, beta, ply, QUIESCENCE_FOURS);
        }
        budget.counters.interior_node(depth / ONE_PLY);

        let key = position.hash();
        let pv_node = beta - alpha > 1;
        let entry = self.tt.probe(key, ply);
        budget.counters.table_probes += 1;
        budget.counters.table_hits += u64::from(entry.is_some());
        if let Some(entry) = entry.filter(|e| !pv_node && e.depth >= depth && e.cuts(alpha, beta)) {
            budget.counters.table_cuts += 1;
            return entry.score;
        }

        // Internal iterative reduction: with no hash move the ordering is a guess, so search
        // this node a ply shallower (a later iteration finds it with a move to try first).
        let depth = if depth >= IIR_DEPTH * ONE_PLY && entry.and_then(|e| e.best).is_none() {
            depth - ONE_PLY
        } else {
            depth
        };
        let me = position.side_to_move();
        let them = me.opponent();
        // Facing an open three (a flex four next move) only the real defences are searched, and
        // nothing is pruned: the static evaluation means little there.
        // Under renju black's open-four points may all be forbidden: then black threatens
        // nothing, as the move list (which asks the rules) already knows.
        let threatened = position.combo_count(them, Combo::Flex4) > 0
            && (them != Color::Black
                || position.rule() != Rule::Renju
                || position.flex_four_point(them).is_some());
        let static_eval = self.static_value(position, entry);
        self.show_evaluated(position);
        self.static_evals[ply as usize] = static_eval;
        let improving = ply < 2 || {
            let earlier = self.static_evals[ply as usize - 2];
            earlier == NO_EVAL || static_eval > earlier
        };
        // The pruning below judges by the table's score where its bound says it is nearer the
        // truth than the static value (a search of this node already looked deeper).
        let (futility_margin, razor_margin) =
            (self.params.futility_margin, self.params.razor_margin);
        let eval = entry
            .filter(|e| e.score.abs() < WIN_THRESHOLD && e.cuts(static_eval, static_eval))
            .map_or(static_eval, |e| e.score);
        if !pv_node && !threatened && alpha.abs() < WIN_THRESHOLD && beta.abs() < WIN_THRESHOLD {
            // Reverse futility: far above beta with little depth left, a quiet move won't fall.
            if depth <= FUTILITY_DEPTH * ONE_PLY && eval - futility_margin * depth / ONE_PLY >= beta
            {
                budget.counters.static_cuts += 1;
                return eval;
            }
            // Razoring: far below alpha, only threats can save it; the quiescence looks at them.
            if depth <= RAZOR_DEPTH * ONE_PLY && eval + razor_margin * depth / ONE_PLY < alpha {
                let value =
                    self.quiesce_free(position, budget, alpha - 1, alpha, ply, QUIESCENCE_FOURS);
                if value < alpha {
                    budget.counters.static_cuts += 1;
                    return value;
                }
            }
        }

        // This ply's move list, reused from node to node (handed back below).
        let mut moves = std::mem::take(&mut self.move_lists[ply as usize]);
        let previous = position.board().last_move();
        self.ordering.node_moves(
            position,
            ply,
            entry.and_then(|e| e.best),
            previous,
            self.params.history_divisor,
            &mut self.order_keys,
            &mut moves,
        );
        if moves.is_empty() {
            self.move_lists[ply as usize] = moves;
            // Threatened with an open four and no defence: lost.
            return -(WIN - (plies + 4));
        }

        budget.counters.move_loops += 1;
        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_move = None;
        let mut child = Vec::new();
        let mut quiets_tried: Vec<Point> = Vec::new();
        // Whole plies left, for the tables and limits counted in plies.
        let depth_plies = depth / ONE_PLY;
        let move_count_limit =
            self.move_counts[usize::from(improving)][depth_plies.clamp(0, 63) as usize];
        // Fail-high reduction: at a null-window node whose value is well above beta a cut is
        // likely, and only a four is likely to change that, so other moves go a ply shallower.
        let likely_fail_high = !pv_node
            && beta.abs() < WIN_THRESHOLD
            && eval.abs() < WIN_THRESHOLD
            && eval >= beta + fail_high_margin(self.params.futility_margin, depth, threatened);
        for (index, &point) in moves.iter().enumerate() {
            let my_combo = position.combo(point, me);
            let forcing_move = my_combo.is_four();
            let their_combo = position.combo(point, them);
            let quiet = my_combo < Combo::Flex3 && their_combo < Combo::Flex3;
            if !forcing_move && !threatened && index > 0 && best_score > -WIN_THRESHOLD {
                // Move-count pruning: late moves at low depth are not searched at all.
                if index >= move_count_limit {
                    budget.counters.pruned_moves += 1;
                    continue;
                }
                // A move that makes no shape for either side is not worth a look near the leaves.
                if depth <= TRIVIAL_DEPTH * ONE_PLY
                    && my_combo == Combo::None
                    && their_combo == Combo::None
                {
                    budget.counters.pruned_moves += 1;
                    continue;
                }
            }
            if quiet && !threatened && index > 0 && best_score > -WIN_THRESHOLD {
                // Futility: a quiet move can't lift a hopeless static value above alpha.
                if !pv_node
                    && depth <= FUTILITY_DEPTH * ONE_PLY
                    && eval + futility_margin * depth / ONE_PLY + futility_margin <= alpha
                {
                    budget.counters.pruned_moves += 1;
                    continue;
                }
            }
            // Every move costs a ply, fours too (their forced block gives some of it back).
            let new_depth = if likely_fail_high && !forcing_move {
                depth - 2 * ONE_PLY
            } else {
                depth - ONE_PLY
            };
            let reduction = if depth >= 2 * ONE_PLY && index >= 2 && quiet {
                self.late_move_reduction(depth_plies, index, improving, pv_node, new_depth)
            } else {
                0
            };
            budget.counters.searched_moves += 1;
            budget.counters.reduced_moves += u64::from(reduction > 0);
            budget.counters.quiet_moves += u64::from(quiet);
            budget.counters.four_moves += u64::from(forcing_move);
            self.tt.prefetch(position.board().hash_after(point));
            position.make(point);
            let mut score;
            if index == 0 {
                score = -self.negamax(
                    position,
                    budget,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    &mut child,
                );
            } else {
                score = -self.negamax(
                    position,
                    budget,
                    new_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    &mut child,
                );
                if score > alpha && (reduction > 0 || pv_node) && !budget.aborted {
                    budget.counters.re_searches += u64::from(reduction > 0);
                    score = -self.negamax(
                        position,
                        budget,
                        new_depth,
                        -beta,
                        -alpha,
                        ply + 1,
                        &mut child,
                    );
                }
            }
            position.undo();
            if budget.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(point);
                if score > alpha {
                    alpha = score;
                    pv.clear();
                    pv.push(point);
                    pv.extend(child.iter().copied());
                    if alpha >= beta {
                        budget.counters.cutoffs += 1;
                        budget.counters.first_move_cutoffs += u64::from(index == 0);
                        if !forcing_move {
                            self.ordering.record_cutoff(
                                ply,
                                me,
                                previous,
                                point,
                                depth_plies,
                                &quiets_tried,
                            );
                        }
                        break;
                    }
                }
            }
            if !forcing_move {
                quiets_tried.push(point);
            }
        }
        self.move_lists[ply as usize] = moves;
        let bound = Bound::of(best_score, original_alpha, beta);
        self.tt.store(
            key,
            ply,
            Entry {
                best: best_move,
                score: best_score,
                depth,
                bound,
                eval: Some(static_eval),
            },
        );
        best_score
    }

    /// The one move that keeps the opponent from a five, searched 1.25 plies deeper than a move
    /// would be ([`BLOCK_EXTENSION`]); its score and line are the node's.
    #[allow(clippy::too_many_arguments)]
    fn forced_block(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        block: Point,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: u32,
        pv: &mut Vec<Point>,
    ) -> i32 {
        self.static_evals[ply as usize] = NO_EVAL;
        if ply as usize >= MAX_PLY - 2 {
            return evaluate(position, self.style.0, self.style.1);
        }
        let mut child = Vec::new();
        self.tt.prefetch(position.board().hash_after(block));
        position.make(block);
        let block_depth = depth - ONE_PLY + BLOCK_EXTENSION;
        let score = -self.negamax(
            position,
            budget,
            block_depth,
            -beta,
            -alpha,
            ply + 1,
            &mut child,
        );
        position.undo();
        pv.push(block);
        pv.extend(child);
        score
    }

    /// How much shallower (quarter plies) the `index`-th move, a quiet one, is first searched
    /// with `depth_plies` left: the reduction table's plies, one more when the position is not
    /// improving and one fewer at a PV node, never leaving less than a ply of `new_depth`.
    fn late_move_reduction(
        &self,
        depth_plies: i32,
        index: usize,
        improving: bool,
        pv_node: bool,
        new_depth: i32,
    ) -> i32 {
        let mut r = self.reductions[depth_plies.min(63) as usize][index.min(63)];
        if !improving {
            r += 1;
        }
        if pv_node {
            r -= 1;
        }
        (r * ONE_PLY).clamp(0, (new_depth - ONE_PLY).max(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reduction needs a larger lead the more depth it would cut, and a larger one still
    /// when an open three is pending.
    #[test]
    fn the_fail_high_margin_grows_with_depth_and_with_a_pending_three() {
        let margin = |plies, threatened| fail_high_margin(30, plies * ONE_PLY, threatened);
        assert_eq!(margin(4, false), 30);
        assert!(margin(8, false) > margin(4, false));
        assert_eq!(margin(4, true), margin(4, false) + 40);
    }
}
