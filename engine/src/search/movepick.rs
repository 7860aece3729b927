//! Move ordering ("move picking"): which moves a node searches, best first, in stages.
//!
//! 1. Threats: facing an open three (a flex four next move), only the real defences, by shape.
//! 2. Otherwise the rest: the `width` best legal candidates by the shapes they make and spoil
//!    (the [`OrderTable`](super::order_table::OrderTable)) plus their history.
//! 3. Then what earlier searches remember goes first, in this order: the hash move, the two
//!    killers and the counter move (the reply that last refuted the opponent's move).
//!
//! The root's list ([`root_moves`]) is forced moves when the rules force them, else the
//! best-ordered candidates that don't let the opponent win by continuous fours. The memory the
//! ordering reads ([`OrderingMemory`]: history, killers, counter moves) is updated by the
//! interior search at each cutoff.

use std::cmp::Reverse;

use crate::point::{Color, Point};
use crate::position::Position;

use super::forcing::{Forcing, forcing};
use super::order_table::OrderScorer;
use super::threat_space::{ThreatSearch, defences_against_three};
use super::types::{CELLS, MAX_PLY};

/// Most moves searched at an unforced interior node, best-ordered first.
const NODE_WIDTH: usize = 40;
/// Moves considered at the root.
const ROOT_WIDTH: usize = 40;

/// What the ordering remembers from earlier nodes and searches, by side: history (the depth
/// squared for each cutoff a point made, less as much each time it was tried in vain before
/// another move's cutoff), the two killers of each ply and the counter move to each opponent
/// move.
pub(super) struct OrderingMemory {
    history: Box<[[i32; CELLS]; 2]>,
    killers: Vec<[Option<Point>; 2]>,
    /// For each side and each opponent move, the reply that last refuted it.
    counter_moves: Box<[[Option<Point>; CELLS]; 2]>,
}

impl OrderingMemory {
    pub(super) fn new() -> OrderingMemory {
        OrderingMemory {
            history: Box::new([[0; CELLS]; 2]),
            killers: vec![[None; 2]; MAX_PLY + 1],
            counter_moves: Box::new([[None; CELLS]; 2]),
        }
    }

    /// Forgets everything (a new game).
    pub(super) fn clear(&mut self) {
        self.history.iter_mut().for_each(|h| h.fill(0));
        self.killers.fill([None; 2]);
        self.counter_moves.iter_mut().for_each(|c| c.fill(None));
    }

    /// Fades the history at the start of a search, so the last position's counts guide this
    /// one without ruling it.
    pub(super) fn age(&mut self) {
        self.history
            .iter_mut()
            .for_each(|h| h.iter_mut().for_each(|v| *v /= 8));
    }

    /// The moves of an interior node at `ply` with no five on the board, best first, into
    /// `moves` (all three stages; `previous` is the opponent's last move). `keys` is scratch
    /// space, kept by the caller so a node allocates nothing.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn node_moves(
        &self,
        position: &mut Position,
        ply: u32,
        hash_move: Option<Point>,
        previous: Option<Point>,
        history_divisor: i32,
        keys: &mut Vec<u64>,
        moves: &mut Vec<Point>,
    ) {
        let me = position.side_to_move();
        ordered_moves(
            position,
            NODE_WIDTH,
            &self.history[me.index()],
            history_divisor,
            keys,
            moves,
        );
        let killers = self.killers[ply as usize];
        let counter = previous.and_then(|p| self.counter_moves[me.index()][p.index()]);
        let mut front = 0;
        for candidate in [hash_move, killers[0], killers[1], counter]
            .into_iter()
            .flatten()
        {
            if let Some(index) = moves[front..].iter().position(|&m| m == candidate) {
                moves[front..=front + index].rotate_right(1);
                front += 1;
            }
        }
    }

    /// A non-forcing `point` refuted the node at `ply` (`me` to move, after the opponent's
    /// `previous`) with `depth_plies` left: it becomes the ply's first killer and the counter
    /// move to `previous`, and its history grows by the depth squared, while that of the
    /// non-forcing moves tried before it shrinks as much.
    pub(super) fn record_cutoff(
        &mut self,
        ply: u32,
        me: Color,
        previous: Option<Point>,
        point: Point,
        depth_plies: i32,
        quiets_tried: &[Point],
    ) {
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
        for &tried in quiets_tried {
            history[tried.index()] -= bonus;
        }
    }
}

/// Puts the root's hash move, if it is among `moves`, first; the others keep their order.
pub(super) fn hash_move_first(moves: &mut [Point], hash_move: Option<Point>) {
    if let Some(index) = hash_move.and_then(|best| moves.iter().position(|&m| m == best)) {
        moves[..=index].rotate_right(1);
    }
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
    let them = position.side_to_move().opponent();
    let scorer = OrderScorer::new(position);
    moves.clear();
    if position.flex_four_point(them).is_some() {
        moves.extend(defences_against_three(position, them));
        moves.sort_by_key(|&p| Reverse(scorer.score(position, p)));
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
                    scorer.score(position, p) + history[p.index()] / history_divisor,
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
    let no_history = vec![0; CELLS];
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
    let scorer = OrderScorer::new(position);
    let best = position
        .candidates()
        .filter(|&p| position.is_legal(p))
        .max_by_key(|&p| scorer.score(position, p));
    match best {
        Some(point) => vec![point],
        None => position.board().empty_points().take(1).collect(),
    }
}
