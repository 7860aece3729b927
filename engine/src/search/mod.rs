//! Iterative-deepening principal-variation search (seed 002's alpha-beta minimax, grown up) with
//! a transposition table, killer and history move ordering, aspiration windows, late-move
//! reductions and mate scores, plus threat-space solvers (VCF / VCT) used at the root, for
//! defence, and as public functions.
//!
//! This file is the driver: the [`Searcher`], its iterative deepening with aspiration windows
//! and the root's threat solving. Beside it, lowest first:
//! - `types.rs`: what a search is asked and answers, and the units it counts in; `params.rs`:
//!   its tunable numbers; `budget.rs`: one search's limits and counters; `counters.rs`: what
//!   its nodes went on;
//! - `timeman.rs`: time management; `tt.rs`: the transposition table;
//! - `wincheck.rs` and `threat_space.rs`: quick mate checks and the VCF / VCT solvers;
//! - `forcing.rs`: what the rules force at a node; `order_table.rs`: the move ordering's values;
//!   `movepick.rs`: which moves a node searches, in what order;
//! - `quiesce.rs`: the leaves; `node.rs`: the root's loop and the interior alpha-beta;
//! - `helpers.rs`: the jobs and slots of a search's helper threads; `parallel.rs`: the search
//!   on several threads (lazy SMP);
//! - `attach.rs`: what a program hands a searcher: a table made ahead, an evaluation watcher.

mod attach;
mod budget;
mod counters;
mod forcing;
mod helpers;
mod movepick;
mod node;
pub(crate) mod order_table;
mod parallel;
mod params;
mod quiesce;
mod solvers;
#[cfg(test)]
mod tests;
mod threat_space;
mod timeman;
mod tt;
mod types;
mod warm;
mod wincheck;

use std::sync::Arc;
use std::time::Duration;

pub use attach::{EvalWatcher, HashTable};
pub use counters::{DEPTH_BUCKETS, SearchCounters};
pub use helpers::{HelperJob, HelperSpawner};
pub use params::SearchParams;
pub use solvers::{complete_proved_lines, find_vcf, find_vct, find_win_starting_with};
pub use types::{Limits, MAX_THREADS, PvLine, Score, SearchInfo, SearchResult, StopFlag};
pub use warm::warm_up;

use crate::board::Board;
use crate::eval::{HandTables, active_view};
use crate::pattern::Combo;
use crate::point::Point;
use crate::position::Position;
use crate::rules::Rule;
use budget::{Budget, Instant};
use helpers::Helpers;
use movepick::{OrderingMemory, root_moves};
use threat_space::ThreatSearch;
use timeman::{NextStep, next_step, vct_limits};
use tt::TranspositionTable;
use types::{MAX_PLY, NO_EVAL, WIN, WIN_THRESHOLD};

/// How far the root's forced-four search looks by default, in plies.
pub const FULL_VCF_PLIES: u32 = 41;

/// A reusable searcher: owns the transposition table and move-ordering memory. `Send`, so it
/// can be moved into a worker thread or an async task. Asked for several threads
/// ([`Limits::threads`]), it keeps helper searchers that share its table.
pub struct Searcher {
    rule: Rule,
    tt: Arc<TranspositionTable>,
    ordering: OrderingMemory,
    /// Static evaluation at each ply of the current line, for "improving".
    static_evals: Vec<i32>,
    params: SearchParams,
    reductions: Box<[[i32; 64]; 64]>,
    /// Move-count pruning's limits, `[improving][depth]` (see [`SearchParams`]).
    move_counts: [[usize; 64]; 2],
    /// Each ply's move list and the ordering's scratch keys, kept so nodes allocate nothing.
    move_lists: Vec<Vec<Point>>,
    order_keys: Vec<u64>,
    multi_pv: usize,
    /// The only root moves to search (empty: every one), as a UCI `searchmoves`.
    root_only: Vec<Point>,
    /// Root moves this search has proven lost (a completed search of the move scored a loss).
    root_lost: Vec<Point>,
    /// Whether the last search replaced its move by one not proven lost.
    escaped: bool,
    vct_enabled: bool,
    /// Longest forced-four win the root looks for, in plies (weaker players see shorter ones).
    vcf_plies: u32,
    /// Evaluation weights of own and opponent prospects, percent.
    style: (i32, i32),
    /// The hand-set evaluation's numbers when they are not the rule's shipped ones (tuning).
    hand_tables: Option<&'static HandTables>,
    /// The helper threads' searchers, made when a search first asks for them.
    helpers: Helpers<Searcher>,
    /// Evaluated positions kept for training (lab builds only).
    /// Sees each position this searcher evaluates (a program's hook; helpers have none).
    watcher: Option<Box<dyn EvalWatcher>>,
}

impl Searcher {
    /// A searcher for `rule` whose hash tables use at most about `hash_mb` MiB.
    pub fn new(rule: Rule, hash_mb: usize) -> Searcher {
        Searcher::with_table(rule, HashTable::with_megabytes(hash_mb))
    }

    /// A searcher for `rule` with `table` (made ahead, or shared with another searcher).
    pub fn with_table(rule: Rule, table: HashTable) -> Searcher {
        Searcher::new_sharing(rule, table.0)
    }

    /// A helper for a search on several threads: this searcher's settings and table, memory
    /// of its own.
    fn helper(&self) -> Searcher {
        let mut helper = Searcher::new_sharing(self.rule, self.tt.clone());
        helper.copy_settings(self);
        helper
    }

    fn new_sharing(rule: Rule, tt: Arc<TranspositionTable>) -> Searcher {
        Searcher {
            rule,
            tt,
            ordering: OrderingMemory::new(),
            static_evals: vec![NO_EVAL; MAX_PLY + 2],
            params: SearchParams::default(),
            reductions: SearchParams::default().reduction_table(),
            move_counts: SearchParams::default().move_count_table(),
            move_lists: vec![Vec::new(); MAX_PLY + 1],
            order_keys: Vec::new(),
            multi_pv: 1,
            root_only: Vec::new(),
            root_lost: Vec::new(),
            escaped: false,
            vct_enabled: true,
            vcf_plies: FULL_VCF_PLIES,
            style: (100, 100),
            hand_tables: None,
            helpers: Helpers::default(),
            watcher: None,
        }
    }

    /// Takes `main`'s evaluation and search settings (not its multi-PV: helpers follow one line).
    fn copy_settings(&mut self, main: &Searcher) {
        self.rule = main.rule;
        if self.params != main.params {
            self.params = main.params;
            self.reductions = main.params.reduction_table();
            self.move_counts = main.params.move_count_table();
        }
        self.vct_enabled = main.vct_enabled;
        self.vcf_plies = main.vcf_plies;
        self.style = main.style;
        self.hand_tables = main.hand_tables;
        self.root_only.clone_from(&main.root_only);
    }

    /// Runs the helper threads of later searches through `spawner` (Bevy's task pool, say)
    /// instead of threads of their own.
    pub fn set_helper_spawner(&mut self, spawner: HelperSpawner) {
        self.helpers.spawner = Some(spawner);
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Plays under `rule` from now on, keeping the table's memory (making a new one writes all
    /// of it: a tenth of a second and more for the brain's table, which a manager's `INFO rule`
    /// right before the first move would take from that move's time). What was learnt under
    /// another rule is forgotten.
    pub fn set_rule(&mut self, rule: Rule) {
        if rule != self.rule {
            self.rule = rule;
            self.clear();
        }
    }

    /// Evaluates with `tables` instead of the rule's shipped hand-set numbers (`None`: those
    /// again); for tuning by games.
    pub fn set_hand_tables(&mut self, tables: Option<&'static HandTables>) {
        if tables.map(std::ptr::from_ref) != self.hand_tables.map(std::ptr::from_ref) {
            self.hand_tables = tables;
            // The table keeps static values of the evaluation before.
            self.tt.clear();
        }
    }

    /// Plays with these pruning and reduction numbers instead of the defaults (tuning).
    pub fn set_search_params(&mut self, params: SearchParams) {
        self.params = params.sane();
        self.reductions = self.params.reduction_table();
        self.move_counts = self.params.move_count_table();
    }

    /// How many best moves to search and report (at least one).
    pub fn set_multi_pv(&mut self, lines: usize) {
        self.multi_pv = lines.max(1);
    }

    /// Searches only these root moves from now on (empty: every move); a threat win starting
    /// elsewhere is not played either. Those the root would not search anyway (not candidates,
    /// or losing to a forced-four sequence) stay out; if that leaves none, the restriction is
    /// ignored, so a search always has a move.
    pub fn set_root_moves(&mut self, moves: &[Point]) {
        self.root_only = moves.to_vec();
    }

    /// `moves` cut down to the restriction of [`Searcher::set_root_moves`], in their order.
    fn restrict_root(&self, moves: Vec<Point>) -> Vec<Point> {
        if self.root_only.is_empty() {
            return moves;
        }
        let kept: Vec<Point> = moves
            .iter()
            .copied()
            .filter(|m| self.root_only.contains(m))
            .collect();
        if kept.is_empty() { moves } else { kept }
    }

    /// Weighs own prospects (`attack`) against the opponent's (`defence`) in the evaluation,
    /// in percent; 100/100 is neutral.
    pub fn set_style(&mut self, attack: i32, defence: i32) {
        let style = (attack.clamp(10, 300), defence.clamp(10, 300));
        if style != self.style {
            self.style = style;
            // The table keeps static values of the evaluation before.
            self.tt.clear();
        }
    }

    /// Turns the root VCT attempt on or off (on by default).
    pub fn set_vct(&mut self, enabled: bool) {
        self.vct_enabled = enabled;
    }

    /// Caps the root's forced-four (VCF) search at `plies` plies (at most, and by default,
    /// [`FULL_VCF_PLIES`]): a shorter reach makes a weaker player that misses long sequences.
    pub fn set_vcf_plies(&mut self, plies: u32) {
        self.vcf_plies = plies.clamp(1, FULL_VCF_PLIES);
    }

    /// Forgets the transposition table and ordering memory (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.ordering.clear();
        self.clear_helpers();
    }

    /// Searches `board` for the side to move. `on_info` receives a report after every
    /// completed iteration (one per line in multi-PV). Returns at the first limit reached or
    /// when `stop` is raised, with the best move found so far, once every helper thread has
    /// ended.
    pub fn search(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        if limits.thread_count() > 1 {
            self.search_parallel(board, limits, stop, on_info)
        } else {
            self.search_alone(board, limits, stop, on_info)
        }
    }

    /// The search on this thread: the whole search, or the main thread's part of a parallel
    /// one.
    fn search_alone(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut budget = Budget::new(limits, stop);
        let mut position = self.root_position(board);
        // Past the empty points' count every iteration is the one before.
        let empty = board.size().area() - board.stone_count();
        let max_depth = limits.max_depth().min(empty as u32 + 1);
        self.ordering.age();

        let deadline = budget.deadline;
        let mut out_of_time =
            |_: u64| stop.is_stopped() || deadline.is_some_and(|d| Instant::now() >= d);
        let root_moves = self.restrict_root(root_moves(&mut position, &mut out_of_time));
        let Some(&first) = root_moves.first() else {
            return SearchResult {
                best_move: None,
                score: Score::Eval(0),
                pv: Vec::new(),
                lines: Vec::new(),
                depth: 0,
                seldepth: 0,
                nodes: 0,
                elapsed: budget.elapsed(),
                counters: Box::default(),
            };
        };
        let mut result = SearchResult {
            best_move: Some(first),
            score: Score::Eval(0),
            pv: vec![first],
            lines: vec![PvLine {
                score: Score::Eval(0),
                moves: vec![first],
            }],
            depth: 0,
            seldepth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            counters: Box::default(),
        };

        // Threat solvers first: a proven win needs no deeper look.
        if let Some(line) = self
            .root_threat_win(&mut position, &mut budget, limits)
            .filter(|line| {
                self.root_only.is_empty()
                    || line.first().is_some_and(|m| self.root_only.contains(m))
            })
        {
            let score = Score::Win(line.len() as u32);
            result = finished(&budget, line, score, 1, vec![]);
            report(on_info, &budget, &result, 1);
            return result;
        }

        self.root_lost.clear();
        self.escaped = false;
        // The best move of an iteration cut short by the clock.
        let mut partial_best = None;
        let mut previous = 0;
        let mut depth = 0;
        let mut half_step = false;
        while depth < max_depth {
            depth += 1;
            // A half step searches the previous best move a ply deeper and the others only as
            // deep as before, unless they beat it: a step that ends where a full one would not.
            let root_reduction = i32::from(half_step);
            let mut lines: Vec<PvLine> = Vec::new();
            let mut excluded: Vec<Point> = Vec::new();
            for _ in 0..self.multi_pv.min(root_moves.len()) {
                let Some((score, pv)) = self.aspiration(
                    &mut position,
                    &mut budget,
                    depth as i32,
                    root_reduction,
                    previous,
                    &root_moves,
                    &excluded,
                ) else {
                    break;
                };
                if budget.aborted && lines.is_empty() && pv.first() != result.best_move.as_ref() {
                    // A partial iteration may still have found a better first move; trust it
                    // only if it proved a win (or, below, if the chosen move was proven lost).
                    if !(Score::from_internal(score).is_win()) {
                        partial_best = Some(pv[0]);
                        break;
                    }
                }
                if excluded.is_empty() {
                    previous = score;
                }
                excluded.push(pv[0]);
                lines.push(PvLine {
                    score: Score::from_internal(score),
                    moves: pv,
                });
                if budget.aborted {
                    break;
                }
            }
            if lines.is_empty() {
                break;
            }
            let completed = !budget.aborted;
            if completed || lines[0].score.is_win() {
                result.best_move = Some(lines[0].moves[0]);
                result.score = lines[0].score;
                result.pv = lines[0].moves.clone();
                result.depth = depth - u32::from(half_step);
                result.lines = lines.clone();
                result.seldepth = budget.seldepth;
                result.nodes = budget.nodes;
                result.elapsed = budget.elapsed();
                for index in 0..lines.len() {
                    report(on_info, &budget, &result, index + 1);
                }
            }
            if half_step
                || !completed
                || lines[0].score.is_win()
                || lines[0].score.is_loss() && depth >= 4
            {
                break;
            }
            match next_step(limits, budget.elapsed(), depth, self.multi_pv) {
                NextStep::Full => {}
                NextStep::Half => half_step = true,
                NextStep::Stop => break,
            }
        }
        self.avoid_proven_loss(&mut result, partial_best, &root_moves);
        result.nodes = budget.nodes;
        result.elapsed = budget.elapsed();
        result.seldepth = result.seldepth.max(budget.seldepth);
        result.counters = Box::new(budget.counters);
        result
    }

    /// The position to search, evaluated with this searcher's tables. The network corrects
    /// the shipped tables only (it was trained on top of them), so tables set for a tuning run
    /// play without it.
    fn root_position(&self, board: &Board) -> Position {
        match self.hand_tables {
            Some(tables) => Position::with_tables(board, self.rule, active_view(self.rule), tables),
            None => Position::new(board, self.rule),
        }
    }

    /// When the clock cut short the iteration that proved the chosen move lost, plays instead
    /// that iteration's best move or the first root move not proven lost (if any is left).
    fn avoid_proven_loss(
        &mut self,
        result: &mut SearchResult,
        partial_best: Option<Point>,
        root_moves: &[Point],
    ) {
        let Some(best) = result.best_move else { return };
        if self.multi_pv > 1 || result.score.is_loss() || !self.root_lost.contains(&best) {
            return;
        }
        let escape = partial_best
            .into_iter()
            .chain(root_moves.iter().copied())
            .find(|m| !self.root_lost.contains(m));
        if let Some(escape) = escape {
            // The score stays the last complete iteration's: nothing better is known of it.
            self.escaped = true;
            result.best_move = Some(escape);
            result.pv = vec![escape];
            result.lines = vec![PvLine {
                score: result.score,
                moves: vec![escape],
            }];
        }
    }

    /// VCF, then VCT within a share of the time, for the side to move.
    fn root_threat_win(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        limits: &Limits,
    ) -> Option<Vec<Point>> {
        let attacker = position.side_to_move();
        let outer_deadline = budget.deadline;
        let stop = budget.stop.clone();
        let vcf_nodes = 200_000;
        let mut should_stop =
            |_: u64| stop.is_stopped() || outer_deadline.is_some_and(|d| Instant::now() >= d);
        let mut solver = ThreatSearch::new(attacker, vcf_nodes, &mut should_stop);
        let found = solver.vcf(position, self.vcf_plies);
        budget.nodes += solver.nodes;
        budget.counters.root_solvers += solver.nodes;
        if found.is_some() || !self.vct_enabled || opponent_outpaces_threes(position) {
            return found;
        }
        let (vct_deadline, vct_nodes) = vct_limits(limits, budget.start);
        let mut should_stop =
            |_: u64| stop.is_stopped() || vct_deadline.is_some_and(|d| Instant::now() >= d);
        let mut solver = ThreatSearch::new(attacker, vct_nodes, &mut should_stop);
        let found = solver.vct(position, 13);
        budget.nodes += solver.nodes;
        budget.counters.root_solvers += solver.nodes;
        found
    }

    /// One root search with a window around the previous score, widened on failure.
    #[allow(clippy::too_many_arguments)]
    fn aspiration(
        &mut self,
        position: &mut Position,
        budget: &mut Budget,
        depth: i32,
        root_reduction: i32,
        previous: i32,
        root_moves: &[Point],
        excluded: &[Point],
    ) -> Option<(i32, Vec<Point>)> {
        let mut delta = 60;
        let (mut alpha, mut beta) = if depth >= 3 && previous.abs() < 5_000 {
            (previous - delta, previous + delta)
        } else {
            (-WIN, WIN)
        };
        loop {
            let (score, pv) = self.search_root(
                position,
                budget,
                (depth, root_reduction),
                (alpha, beta),
                root_moves,
                excluded,
            )?;
            if budget.aborted {
                return Some((score, pv));
            }
            // A proven result outside the window is enough: every move lost (fail-soft upper
            // bound) or one move won (lower bound). Widening to the exact mate distance makes
            // every losing move prove its longest defence, tens of times the nodes that found it.
            if score <= alpha && score <= -WIN_THRESHOLD || score >= beta && score >= WIN_THRESHOLD
            {
                return Some((score, pv));
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-WIN);
            } else if score >= beta {
                beta = (beta + delta).min(WIN);
            } else {
                return Some((score, pv));
            }
            delta *= 4;
        }
    }
}

/// Whether the opponent can answer any open three of the side to move with a faster win (an
/// open three of its own, or a four-three point): then only fours can win, and the VCF above
/// has already looked for them.
fn opponent_outpaces_threes(position: &mut Position) -> bool {
    let them = position.side_to_move().opponent();
    position.combo_count(them, Combo::Block4Flex3) > 0 || position.flex_four_point(them).is_some()
}

fn finished(
    budget: &Budget,
    pv: Vec<Point>,
    score: Score,
    depth: u32,
    _lines: Vec<PvLine>,
) -> SearchResult {
    SearchResult {
        best_move: pv.first().copied(),
        score,
        lines: vec![PvLine {
            score,
            moves: pv.clone(),
        }],
        pv,
        depth,
        seldepth: budget.seldepth.max(depth),
        nodes: budget.nodes,
        elapsed: budget.elapsed(),
        counters: Box::new(budget.counters),
    }
}

fn report(
    on_info: &mut dyn FnMut(&SearchInfo),
    budget: &Budget,
    result: &SearchResult,
    multipv: usize,
) {
    let elapsed = budget.elapsed();
    let line = result.lines.get(multipv - 1).cloned().unwrap_or(PvLine {
        score: result.score,
        moves: result.pv.clone(),
    });
    on_info(&SearchInfo {
        depth: result.depth,
        seldepth: result.seldepth.max(budget.seldepth),
        nodes: budget.nodes,
        elapsed,
        nps: (budget.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64,
        multipv,
        line,
    });
}
