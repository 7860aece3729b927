//! Fits the move ordering's table ([`OrderTable`]) to the moves the search chose: a softmax
//! over a position's legal candidates, each scored own(pcode for the side to move) +
//! opp(pcode for the opponent) in ordering units, the logit being that score over a scale fitted
//! first (the hand-set table's units per nat). Full-batch Adam on the cross-entropy of the
//! chosen move (the `best` field of `gomoku-datagen` files), starting from the hand-set table
//! ([`HAND_ORDER`]), with a small L2 pull back to it. A value whose pcode is among the
//! candidates of fewer than [`MIN_ORDER_USES`] training positions keeps its start.
//!
//! Only the positions the ordering table decides are used: no five to make or to stop, no open
//! four for the side to move, no open three of the opponent's to answer (the search takes the
//! real defences there), and not a proven loss (any move is as bad). Games with index `n % every
//! == every - 1` are held out. Deterministic: the same data and settings give the same table.

use std::path::PathBuf;
use std::time::Instant;

use gomoku_engine::eval::pcode::{PCODES, pcode};
use gomoku_engine::eval::weights::SetId;
use gomoku_engine::internals::{Combo, HAND_ORDER, OrderTable, Position};

use super::{TuneError, minimum_between};
use crate::datagen::{DataError, MATE_LABEL, Record, read_data, replay};

/// A value is fitted only if its pcode is among the candidates of this many training positions.
pub const MIN_ORDER_USES: usize = 100;

#[derive(Clone, Debug)]
pub struct OrderConfig {
    pub inputs: Vec<PathBuf>,
    /// Full-batch Adam steps.
    pub steps: usize,
    /// Adam's step, in logits.
    pub learning_rate: f64,
    /// L2 pull towards the hand-set table, in logits squared per position.
    pub l2: f64,
    /// One game in this many is held out (0: none).
    pub holdout_every: u64,
    pub verbose: bool,
}

impl Default for OrderConfig {
    fn default() -> OrderConfig {
        OrderConfig {
            inputs: Vec::new(),
            steps: 300,
            learning_rate: 0.02,
            l2: 1e-6,
            holdout_every: 10,
            verbose: false,
        }
    }
}

/// How well a table predicts the chosen moves.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct OrderMetrics {
    /// Mean cross-entropy of the chosen move, in nats.
    pub loss: f64,
    /// How often the chosen move scores highest (ties shared).
    pub top1: f64,
    /// How often it is among the four highest.
    pub top4: f64,
}

/// One set's fit.
#[derive(Clone, Debug)]
pub struct OrderReport {
    pub set: SetId,
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// Ordering units per nat, fitted to the hand-set table.
    pub scale: f64,
    pub hand_train: OrderMetrics,
    pub hand_held_out: OrderMetrics,
    pub fitted_train: OrderMetrics,
    pub fitted_held_out: OrderMetrics,
    pub values_fitted: usize,
    pub table: OrderTable,
    pub seconds: f64,
}

/// Positions of one set, flat: candidate `i` of position `p` is `features[offsets[p] + i]`,
/// (own pcode, opponent's pcode); the chosen move is candidate `targets[p]`.
#[derive(Default)]
struct OrderData {
    offsets: Vec<usize>,
    features: Vec<(u16, u16)>,
    targets: Vec<usize>,
}

impl OrderData {
    fn len(&self) -> usize {
        self.targets.len()
    }

    fn position(&self, index: usize) -> (&[(u16, u16)], usize) {
        let end = self
            .offsets
            .get(index + 1)
            .copied()
            .unwrap_or(self.features.len());
        (
            &self.features[self.offsets[index]..end],
            self.targets[index],
        )
    }

    fn push(&mut self, candidates: &[(u16, u16)], target: usize) {
        self.offsets.push(self.features.len());
        self.features.extend_from_slice(candidates);
        self.targets.push(target);
    }
}

/// A position's legal candidates as (own pcode, opponent's pcode), and which one was chosen.
struct OrderSample {
    set: SetId,
    candidates: Vec<(u16, u16)>,
    target: usize,
}

/// A record's sample, or `None` when the ordering table does not decide the position (see the
/// module documentation).
fn order_sample(record: &Record) -> Result<Option<OrderSample>, String> {
    let Some(best) = record.best else {
        return Ok(None);
    };
    if record.score <= -MATE_LABEL {
        return Ok(None);
    }
    let board = replay(&record.moves)?;
    let position = Position::with_learned(&board, record.rule, None);
    let me = board.side_to_move();
    let them = me.opponent();
    if position.has_five_point(me)
        || position.has_five_point(them)
        || position.combo_count(me, Combo::Flex4) > 0
        || position.combo_count(them, Combo::Flex4) > 0
    {
        return Ok(None);
    }
    let mut candidates = Vec::new();
    let mut target = None;
    for point in position.candidates().filter(|&p| position.is_legal(p)) {
        if point == best {
            target = Some(candidates.len());
        }
        candidates.push((
            pcode(position.code(point, me)) as u16,
            pcode(position.code(point, them)) as u16,
        ));
    }
    Ok(target.map(|target| OrderSample {
        set: SetId::for_position(record.rule, me),
        candidates,
        target,
    }))
}

/// Training and held-out positions of every set in the data files.
fn load(config: &OrderConfig) -> Result<Vec<(SetId, OrderData, OrderData)>, TuneError> {
    let mut sets: Vec<(SetId, OrderData, OrderData)> = SetId::ALL
        .iter()
        .map(|&set| (set, OrderData::default(), OrderData::default()))
        .collect();
    for path in &config.inputs {
        let data = read_data(path).map_err(TuneError::Data)?;
        for (index, record) in data.records.iter().enumerate() {
            let sample = order_sample(record).map_err(|reason| {
                TuneError::Data(DataError::Malformed {
                    path: path.display().to_string(),
                    line: 0,
                    reason: format!("record {} (game {}): {reason}", index + 1, record.game),
                })
            })?;
            let Some(OrderSample {
                set,
                candidates,
                target,
            }) = sample
            else {
                continue;
            };
            let every = config.holdout_every;
            let held_out = every > 0 && record.game % every == every - 1;
            let (_, train, test) = &mut sets[set as usize];
            if held_out { test } else { train }.push(&candidates, target);
        }
    }
    sets.retain(|(_, train, _)| train.len() > 0);
    if sets.is_empty() {
        return Err(TuneError::NoData);
    }
    Ok(sets)
}

/// Values as logits: own first, then opp.
fn logits_of(table: &OrderTable, scale: f64) -> Vec<f64> {
    table
        .own
        .iter()
        .chain(table.opp.iter())
        .map(|&v| v as f64 / scale)
        .collect()
}

fn table_of(logits: &[f64], scale: f64) -> OrderTable {
    let mut table = OrderTable {
        own: [0; PCODES],
        opp: [0; PCODES],
    };
    for (value, &logit) in table.own.iter_mut().chain(table.opp.iter_mut()).zip(logits) {
        *value = (logit * scale).round() as i32;
    }
    table
}

/// Metrics of `logits` on `data`, and the loss's gradient into `gradient` when given.
fn evaluate(data: &OrderData, logits: &[f64], mut gradient: Option<&mut [f64]>) -> OrderMetrics {
    let mut metrics = OrderMetrics::default();
    let mut scores = Vec::new();
    for index in 0..data.len() {
        let (candidates, target) = data.position(index);
        scores.clear();
        scores.extend(
            candidates
                .iter()
                .map(|&(own, opp)| logits[own as usize] + logits[PCODES + opp as usize]),
        );
        let max = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let total: f64 = scores.iter().map(|s| (s - max).exp()).sum();
        metrics.loss += total.ln() + max - scores[target];
        let above = scores.iter().filter(|&&s| s > scores[target]).count();
        let tied = scores.iter().filter(|&&s| s == scores[target]).count();
        if above == 0 {
            metrics.top1 += 1.0 / tied as f64;
        }
        if above < 4 {
            metrics.top4 += 1.0;
        }
        if let Some(gradient) = gradient.as_deref_mut() {
            let n = data.len() as f64;
            for (i, &(own, opp)) in candidates.iter().enumerate() {
                let p = (scores[i] - max).exp() / total - if i == target { 1.0 } else { 0.0 };
                gradient[own as usize] += p / n;
                gradient[PCODES + opp as usize] += p / n;
            }
        }
    }
    let n = data.len().max(1) as f64;
    metrics.loss /= n;
    metrics.top1 /= n;
    metrics.top4 /= n;
    metrics
}

/// The units per nat that best fit `table` to `data` (golden-section search on its log).
fn fit_scale(data: &OrderData, table: &OrderTable) -> f64 {
    let loss = |log_scale: f64| evaluate(data, &logits_of(table, log_scale.exp()), None).loss;
    minimum_between(loss, 0.0, 10.0, 40).exp()
}

/// How many training positions have each value's pcode among their candidates.
fn uses(data: &OrderData) -> Vec<usize> {
    let mut uses = vec![0; 2 * PCODES];
    let mut seen = vec![usize::MAX; 2 * PCODES];
    for index in 0..data.len() {
        let (candidates, _) = data.position(index);
        for &(own, opp) in candidates {
            for slot in [own as usize, PCODES + opp as usize] {
                if seen[slot] != index {
                    seen[slot] = index;
                    uses[slot] += 1;
                }
            }
        }
    }
    uses
}

fn fit_set(config: &OrderConfig, set: SetId, train: &OrderData, test: &OrderData) -> OrderReport {
    let started = Instant::now();
    let hand: &OrderTable = &HAND_ORDER;
    let scale = fit_scale(train, hand);
    let start = logits_of(hand, scale);
    let free: Vec<bool> = uses(train).iter().map(|&u| u >= MIN_ORDER_USES).collect();
    let mut logits = start.clone();
    let (mut m, mut v) = (vec![0.0; logits.len()], vec![0.0; logits.len()]);
    let (beta1, beta2) = (0.9f64, 0.999f64);
    for step in 1..=config.steps {
        let mut gradient = vec![0.0; logits.len()];
        let metrics = evaluate(train, &logits, Some(&mut gradient));
        for i in 0..logits.len() {
            if !free[i] {
                continue;
            }
            let g = gradient[i] + 2.0 * config.l2 * (logits[i] - start[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            logits[i] -= config.learning_rate * m_hat / (v_hat.sqrt() + 1e-9);
        }
        if config.verbose && (step % 50 == 0 || step == config.steps) {
            eprintln!(
                "{}: step {step}: train loss {:.5}, top-1 {:.4}",
                set.name(),
                metrics.loss,
                metrics.top1
            );
        }
    }
    let table = table_of(&logits, scale);
    let measure =
        |table: &OrderTable, data: &OrderData| evaluate(data, &logits_of(table, scale), None);
    OrderReport {
        set,
        train_positions: train.len(),
        held_out_positions: test.len(),
        scale,
        hand_train: measure(hand, train),
        hand_held_out: measure(hand, test),
        fitted_train: measure(&table, train),
        fitted_held_out: measure(&table, test),
        values_fitted: free.iter().filter(|&&f| f).count(),
        table,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// Fits a table for every set the data has positions for.
pub fn tune_order(config: &OrderConfig) -> Result<Vec<OrderReport>, TuneError> {
    let sets = load(config)?;
    Ok(sets
        .iter()
        .map(|(set, train, test)| fit_set(config, *set, train, test))
        .collect())
}

/// The Rust constant's name of a set's table.
pub fn constant_name(set: SetId) -> &'static str {
    match set {
        SetId::Freestyle => "ORDER_FREESTYLE",
        SetId::RenjuBlack => "ORDER_RENJU_BLACK",
        SetId::RenjuWhite => "ORDER_RENJU_WHITE",
    }
}

/// `table` as a Rust constant of the engine's `OrderTable` type (`engine/src/search/order_table.rs`).
pub fn order_rust_source(set: SetId, table: &OrderTable) -> String {
    let array = |values: &[i32; PCODES]| -> String {
        values
            .chunks(12)
            .map(|chunk| {
                let line: Vec<String> = chunk.iter().map(|v| v.to_string()).collect();
                format!("        {},\n", line.join(", "))
            })
            .collect()
    };
    format!(
        "/// Fitted by `gomoku-tune --order` ({}).\n\
         #[rustfmt::skip]\n\
         pub const {}: OrderTable = OrderTable {{\n    own: [\n{}    ],\n    opp: [\n{}    ],\n}};\n",
        set.name(),
        constant_name(set),
        array(&table.own),
        array(&table.opp)
    )
}
