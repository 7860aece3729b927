//! The principal-variation search itself: forced-move rules, move ordering and the recursive
//! alpha-beta with reductions.

use std::cmp::Reverse;

use crate::eval::evaluate;
use crate::pattern::{COMBO_KINDS, Combo};
use crate::point::{Color, Point};
use crate::position::Position;

use super::quiesce::QUIESCENCE_FOURS;
use super::threats::{ThreatSearch, defences_against_three};
use super::tt::{Bound, Entry};
use super::types::{WIN, WIN_THRESHOLD};
use super::wincheck;
use super::{Budget, MAX_PLY, Searcher};

/// Ordering value of a point for the side that would play it (attack)...
const ATTACK: [i32; COMBO_KINDS] = [
    0, 30, 30, 80, 100, 220, 320, 2_000, 160, 420, 5_000, 20_000, 100_000,
];
/// ...and for the side whose shape it spoils (defence).
const DEFEND: [i32; COMBO_KINDS] = [
    0, 20, 24, 60, 80, 160, 240, 1_200, 120, 300, 2_500, 10_000, 50_000,
];
/// Most moves searched at an unforced interior node, best-ordered first.
const NODE_WIDTH: usize = 40;
/// Reverse futility and futility: depth limit (the margin is in [`super::SearchParams`]).
const FUTILITY_DEPTH: i32 = 7;
/// Razoring into the leaf's threat probe: depth limit.
const RAZOR_DEPTH: i32 = 3;
/// Moves that make no shape for either colour are pruned at this depth and below.
const TRIVIAL_DEPTH: i32 = 4;
/// Nodes without a hash move are searched a ply shallower from this depth on.
const IIR_DEPTH: i32 = 4;
/// Marks a ply whose static evaluation was not computed.
pub(super) const NO_EVAL: i32 = i32::MIN;

/// Moves considered at the root.
const ROOT_WIDTH: usize = 40;

/// Depth is counted in quarter plies, so that extensions and reductions can be fractions.
pub(super) const ONE_PLY: i32 = 4;
/// The forced block of a four is searched 1.25 plies deeper than its parent's depth minus a
/// ply: a four and its block cost 0.75 ply together, so a line of fours still ends, and the
/// defender's block is never the move that runs out of depth.
const BLOCK_EXTENSION: i32 = 5;

/// Static ordering score of `point` for the side to move.
fn order_score(position: &Position, point: Point, me: Color) -> i32 {
    let them = me.opponent();
    ATTACK[position.combo(point, me) as usize]
        + DEFEND[position.combo(point, them) as usize]
        + position.pattern_value(point, me)
        + position.pattern_value(point, them) / 2
}

/// What the rules force at a node before any search.
pub(super) enum Forcing {
    /// The side to move wins; the winning move and the plies to the five.
    Win(Point, i32),
    /// The side to move loses in this many plies whatever it does.
    Loss(i32),
    /// Only this move avoids losing at once.
    Block(Point),
    /// Nothing forced.
    Free,
}

pub(super) fn forcing(position: &mut Position) -> Forcing {
    let me = position.side_to_move();
    let them = me.opponent();
    if let Some(five) = position.five_point(me) {
        return Forcing::Win(five, 1);
    }
    if position.has_five_point(them) {
        let (block, several) = {
            let mut fives = position.threat_points(them, |c| c == Combo::Five);
            (fives.next().expect("counted"), fives.next().is_some())
        };
        if several {
            return match position.spoiling_block(them) {
                Some(block) if position.is_legal(block) => Forcing::Block(block),
                _ => Forcing::Loss(2),
            };
        }
        if !position.is_legal(block) {
            return Forcing::Loss(2);
        }
        return Forcing::Block(block);
    }
    if let Some(flex) = position.flex_four_point(me) {
        return Forcing::Win(flex, 3);
    }
    if let Some(mate) = wincheck::mate_in_five(position) {
        return Forcing::Win(mate, 5);
    }
    Forcing::Free
}

/// Moves for the side to move with no five on the board, into `moves`: the real defences when
/// the opponent threatens an open four, otherwise the `width` best-ordered legal candidates.
/// `keys` is scratch space, kept by the caller so a node allocates nothing.
fn ordered_moves(
    position: &mut Position,
    width: usize,
    history: &[i32],
    history_divisor: i32,
    keys: &mut Vec<u64>,
    moves: &mut Vec<Point>,
) {
    let me = position.side_to_move();
    let them = me.opponent();
    moves.clear();
    if position.flex_four_point(them).is_some() {
        moves.extend(defences_against_three(position, them));
        moves.sort_by_key(|&p| Reverse(order_score(position, p, me)));
        return;
    }
    keys.clear();
    keys.extend(
        position
            .candidates()
            .filter(|&p| position.is_legal(p))
            .enumerate()
            .map(|(scan, p)| {
                order_key(
                    order_score(position, p, me) + history[p.index()] / history_divisor,
                    scan,
                    p,
                )
            }),
    );
    // Only the first `width` are searched: select them, then sort those alone.
    if keys.len() > width {
        keys.select_nth_unstable_by_key(width - 1, |&k| Reverse(k));
        keys.truncate(width);
    }
    keys.sort_unstable_by_key(|&k| Reverse(k));
    moves.extend(keys.iter().map(|&k| Point::new((k >> 8) as u8, k as u8)));
}

/// A candidate's sorting key: the ordering score on top (sign bit flipped, so unsigned order
/// is signed order), then its place in the candidate scan reversed, then the point: keys are
/// unique, so an unstable sort, best first, gives a stable sort's order by score.
fn order_key(score: i32, scan: usize, point: Point) -> u64 {
    let score = (score as u32 ^ 0x8000_0000) as u64;
    let scan = (u16::MAX - scan as u16) as u64;
    (score << 32) | (scan << 16) | ((point.x() as u64) << 8) | point.y() as u64
}

/// The root's move list: forced moves when the rules force them, otherwise the best-ordered
/// candidates that also stop any victory by continuous fours the opponent has.
pub(super) fn root_moves(
    position: &mut Position,
    should_stop: &mut dyn FnMut(u64) -> bool,
) -> Vec<Point> {
    let no_history = vec![0; super::CELLS];
    match forcing(position) {
        Forcing::Win(point, _) | Forcing::Block(point) => return vec![point],
        Forcing::Loss(_) => {
            // Lost anyway: block a five if possible, else the best-looking move, so the game
            // still looks like a fight.
            let me = position.side_to_move();
            if let Some(block) = position
                .five_point(me.opponent())
                .filter(|&p| position.is_legal(p))
            {
                return vec![block];
            }
            return best_looking_move(position);
        }
        Forcing::Free => {}
    }
    let mut moves = Vec::new();
    ordered_moves(
        position,
        ROOT_WIDTH,
        &no_history,
        1,
        &mut Vec::new(),
        &mut moves,
    );
    if moves.is_empty() {
        // No move stops the opponent's open four (two open threes, say): lost, but answer
        // like a player would rather than with the first empty point.
        return best_looking_move(position);
    }
    // Drop moves that let the opponent win by continuous fours, unless all of them do.
    let me = position.side_to_move();
    let them = me.opponent();
    let mut safe = Vec::with_capacity(moves.len());
    for &point in &moves {
        if position.combo(point, me).is_four() {
            safe.push(point);
            continue;
        }
        if should_stop(0) {
            // Out of time: keep the rest unchecked rather than overrun.
            safe.push(point);
            continue;
        }
        position.make(point);
        let mut solver = ThreatSearch::new(them, 20_000, &mut *should_stop);
        let refuted = solver.vcf(position, 25).is_some();
        position.undo();
        if !refuted {
            safe.push(point);
        }
    }
    if safe.is_empty() { moves } else { safe }
}

/// The legal candidate that orders first; the first empty point when every candidate is
/// forbidden for black or none is left.
fn best_looking_move(position: &mut Position) -> Vec<Point> {
    let me = position.side_to_move();
    let best = position
        .candidates()
        .filter(|&p| position.is_legal(p))
        .max_by_key(|&p| order_score(position, p, me));
    match best {
        Some(point) => vec![point],
        None => position.board().empty_points().take(1).collect(),
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
        if let Some(index) = hash_move.and_then(|best| moves.iter().position(|&m| m == best)) {
            moves[..=index].rotate_right(1);
        }
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
                pv.push(point);
                return WIN - (plies + n);
            }
            Forcing::Loss(n) => return -(WIN - (plies + n)),
            Forcing::Block(block) => {
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
                return score;
            }
            Forcing::Free => {}
        }
        if position.board().is_full() {
            return 0;
        }
        // Mate-distance pruning: no line from here beats a win already found nearer the root.
        let best_possible = WIN - (plies + 1);
        if alpha >= best_possible {
            return alpha;
        }
        if depth <= 0 || ply as usize >= MAX_PLY - 2 {
            return self.quiesce_free(position, budget, alpha, beta, ply, QUIESCENCE_FOURS);
        }

        let key = position.hash();
        let pv_node = beta - alpha > 1;
        let entry = self.tt.probe(key, ply);
        if let Some(entry) = entry.filter(|e| !pv_node && e.depth >= depth && e.cuts(alpha, beta)) {
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
        let threatened = position.combo_count(them, Combo::Flex4) > 0;
        let static_eval = evaluate(position, self.style.0, self.style.1);
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
                return eval;
            }
            // Razoring: far below alpha, only threats can save it; the quiescence looks at them.
            if depth <= RAZOR_DEPTH * ONE_PLY && eval + razor_margin * depth / ONE_PLY < alpha {
                let value =
                    self.quiesce_free(position, budget, alpha - 1, alpha, ply, QUIESCENCE_FOURS);
                if value < alpha {
                    return value;
                }
            }
        }

        // This ply's move list, reused from node to node (handed back below).
        let mut moves = std::mem::take(&mut self.move_lists[ply as usize]);
        ordered_moves(
            position,
            NODE_WIDTH,
            &self.history[me.index()],
            self.params.history_divisor,
            &mut self.order_keys,
            &mut moves,
        );
        if moves.is_empty() {
            self.move_lists[ply as usize] = moves;
            // Threatened with an open four and no defence: lost.
            return -(WIN - (plies + 4));
        }
        // Hash move, then killers, then the move that last refuted the opponent's move, go first.
        let killers = self.killers[ply as usize];
        let previous = position.board().last_move();
        let counter = previous.and_then(|p| self.counter_moves[me.index()][p.index()]);
        let mut front = 0;
        for candidate in [entry.and_then(|e| e.best), killers[0], killers[1], counter]
            .into_iter()
            .flatten()
        {
            if let Some(index) = moves[front..].iter().position(|&m| m == candidate) {
                moves[front..=front + index].rotate_right(1);
                front += 1;
            }
        }

        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_move = None;
        let mut child = Vec::new();
        let mut quiets_tried: Vec<Point> = Vec::new();
        // Whole plies left, for the tables and limits counted in plies.
        let depth_plies = depth / ONE_PLY;
        let move_count_limit = self.params.move_count_limit(depth_plies, improving);
        for (index, &point) in moves.iter().enumerate() {
            let my_combo = position.combo(point, me);
            let forcing_move = my_combo.is_four();
            let their_combo = position.combo(point, them);
            let quiet = my_combo < Combo::Flex3 && their_combo < Combo::Flex3;
            if !forcing_move && !threatened && index > 0 && best_score > -WIN_THRESHOLD {
                // Move-count pruning: late moves at low depth are not searched at all.
                if index >= move_count_limit {
                    continue;
                }
                // A move that makes no shape for either side is not worth a look near the leaves.
                if depth <= TRIVIAL_DEPTH * ONE_PLY
                    && my_combo == Combo::None
                    && their_combo == Combo::None
                {
                    continue;
                }
            }
            if quiet && !threatened && index > 0 && best_score > -WIN_THRESHOLD {
                // Futility: a quiet move can't lift a hopeless static value above alpha.
                if !pv_node
                    && depth <= FUTILITY_DEPTH * ONE_PLY
                    && eval + futility_margin * depth / ONE_PLY + futility_margin <= alpha
                {
                    continue;
                }
            }
            // Every move costs a ply, fours too (their forced block gives some of it back).
            let new_depth = depth - ONE_PLY;
            let reduction = if depth >= 2 * ONE_PLY && index >= 2 && quiet {
                let mut r = self.reductions[depth_plies.min(63) as usize][index.min(63)];
                if !improving {
                    r += 1;
                }
                if pv_node {
                    r -= 1;
                }
                (r * ONE_PLY).clamp(0, (new_depth - ONE_PLY).max(0))
            } else {
                0
            };
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
                        if !forcing_move {
                            let slot = &mut self.killers[ply as usize];
                            if slot[0] != Some(point) {
                                slot[1] = slot[0];
                                slot[0] = Some(point);
                            }
                            if let Some(previous) = previous {
                                self.counter_moves[me.index()][previous.index()] = Some(point);
                            }
                            let history = &mut self.history[me.index()];
                            let bonus = depth_plies * depth_plies;
                            history[point.index()] += bonus;
                            for &tried in &quiets_tried {
                                history[tried.index()] -= bonus;
                            }
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
            },
        );
        best_score
    }
}
