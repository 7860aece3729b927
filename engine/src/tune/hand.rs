//! Fits the hand-set evaluation's numbers ([`HandTables`]) to self-play data: the evaluation is
//! linear in a few dozen counts (each line pattern at empty points, side to move minus
//! opponent; each combo's count, capped at 4, for either side; the tempo), so its numbers are
//! the weights of a logistic model, win probability sigmoid(eval / `score_scale`). Full-batch
//! Adam on the cross-entropy against `lambda` × result + (1 − `lambda`) × sigmoid(score /
//! `score_scale`), starting from the given tables, with no penalty (a few dozen numbers against
//! tens of thousands of positions; the held-out loss shows whether that holds). A number
//! whose count is non-zero in fewer than [`MIN_USES`] training positions keeps its starting
//! value, as do the side to move's open four and five (the search settles those before it
//! evaluates) and the dead and overline patterns (no value by design).
//!
//! Deterministic: the same data and settings give the same tables.

use std::time::Instant;

use super::data::{replay, sigmoid};
use super::{TuneConfig, TuneError, cross_entropy};
use crate::board::Board;
use crate::datagen::{DataError, read_data};
use crate::eval::HandTables;
use crate::pattern::{COMBO_KINDS, Combo, PATTERN_KINDS, Pattern};
use crate::position::Position;

/// Parameters: the patterns, the side to move's combos, the opponent's combos, the tempo.
const OWN_BASE: usize = PATTERN_KINDS;
const THEIR_BASE: usize = OWN_BASE + COMBO_KINDS;
const TEMPO: usize = THEIR_BASE + COMBO_KINDS;
const PARAMETERS: usize = TEMPO + 1;

/// A number is fitted only if this many training positions have its count non-zero.
pub const MIN_USES: usize = 300;
/// Adam's step, in evaluation units.
const STEP: f64 = 0.5;

/// One position: its counts (the model's inputs), target pieces and game.
struct HandSample {
    counts: [f64; PARAMETERS],
    result: f64,
    score: f64,
    game: u64,
}

impl HandSample {
    fn eval(&self, tables: &[f64; PARAMETERS]) -> f64 {
        self.counts.iter().zip(tables).map(|(c, t)| c * t).sum()
    }
}

/// The counts of a position, such that `Σ counts × tables` is the hand-set evaluation before
/// its clamp (checked by the tests).
fn counts(position: &Position, board: &Board) -> [f64; PARAMETERS] {
    let me = board.side_to_move();
    let them = me.opponent();
    let mut counts = [0.0; PARAMETERS];
    for point in board.size().points().filter(|&p| board.is_empty(p)) {
        for (color, sign) in [(me, 1.0), (them, -1.0)] {
            let code = position.code(point, color);
            for direction in 0..4 {
                counts[((code >> (4 * direction)) & 15) as usize] += sign;
            }
        }
    }
    for combo in 1..COMBO_KINDS {
        let kind = Combo::from_u8(combo as u8);
        counts[OWN_BASE + combo] = position.combo_count(me, kind).min(4) as f64;
        counts[THEIR_BASE + combo] = -(position.combo_count(them, kind).min(4) as f64);
    }
    counts[TEMPO] = 1.0;
    counts
}

fn flatten(tables: &HandTables) -> [f64; PARAMETERS] {
    let mut flat = [0.0; PARAMETERS];
    for (slot, &value) in flat.iter_mut().zip(&tables.pattern[..PATTERN_KINDS]) {
        *slot = value as f64;
    }
    for combo in 0..COMBO_KINDS {
        flat[OWN_BASE + combo] = tables.own[combo] as f64;
        flat[THEIR_BASE + combo] = tables.their[combo] as f64;
    }
    flat[TEMPO] = tables.tempo as f64;
    flat
}

fn rounded(flat: &[f64; PARAMETERS]) -> HandTables {
    let round = |x: f64| x.round() as i32;
    let mut tables = HandTables {
        pattern: [0; 16],
        own: [0; COMBO_KINDS],
        their: [0; COMBO_KINDS],
        tempo: round(flat[TEMPO]),
    };
    for (slot, &value) in tables.pattern.iter_mut().zip(&flat[..PATTERN_KINDS]) {
        *slot = round(value);
    }
    for combo in 0..COMBO_KINDS {
        tables.own[combo] = round(flat[OWN_BASE + combo]);
        tables.their[combo] = round(flat[THEIR_BASE + combo]);
    }
    tables
}

/// Whether a number may move: used enough, and not one of those the search settles.
fn fitted(index: usize, uses: usize) -> bool {
    let fixed = [
        Pattern::Dead as usize,
        Pattern::Overline as usize,
        OWN_BASE + Combo::Flex4 as usize,
        OWN_BASE + Combo::Five as usize,
        THEIR_BASE + Combo::Five as usize,
        OWN_BASE + Combo::None as usize,
        THEIR_BASE + Combo::None as usize,
    ];
    uses >= MIN_USES && !fixed.contains(&index)
}

/// What the fit found.
#[derive(Clone, Debug, PartialEq)]
pub struct HandReport {
    pub tables: HandTables,
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// Mean cross-entropy of the starting tables and of the fitted ones (rounded as shipped).
    pub initial_train_loss: f64,
    pub initial_held_out_loss: f64,
    pub train_loss: f64,
    pub held_out_loss: f64,
    /// Names of the numbers left at their starting values.
    pub kept: Vec<String>,
    pub seconds: f64,
}

fn name(index: usize) -> String {
    if index < PATTERN_KINDS {
        format!("pattern {:?}", Pattern::from_u8(index as u8))
    } else if index < THEIR_BASE {
        format!("own {:?}", Combo::from_u8((index - OWN_BASE) as u8))
    } else if index < TEMPO {
        format!("their {:?}", Combo::from_u8((index - THEIR_BASE) as u8))
    } else {
        "tempo".to_owned()
    }
}

/// Loads the data and fits the tables, starting from `start`, in `steps` full-batch steps.
/// Uses `lambda`, `score_scale` and `holdout_every` of `config`.
pub fn tune_hand(
    config: &TuneConfig,
    start: &HandTables,
    steps: usize,
) -> Result<HandReport, TuneError> {
    let started = Instant::now();
    let mut samples = Vec::new();
    for path in &config.inputs {
        let data = read_data(path).map_err(TuneError::Data)?;
        for (index, record) in data.records.iter().enumerate() {
            let board = replay(&record.moves).map_err(|reason| {
                TuneError::Data(DataError::Malformed {
                    path: path.display().to_string(),
                    line: 0,
                    reason: format!("record {} (game {}): {reason}", index + 1, record.game),
                })
            })?;
            let position = Position::with_learned(&board, record.rule, None);
            samples.push(HandSample {
                counts: counts(&position, &board),
                result: record.result as f64,
                score: record.score as f64,
                game: record.game,
            });
        }
    }
    let every = config.holdout_every;
    let (held_out, train): (Vec<&HandSample>, Vec<&HandSample>) = samples
        .iter()
        .partition(|s| every > 0 && s.game % every == every - 1);
    if train.is_empty() {
        return Err(TuneError::NoData);
    }
    let scale = config.score_scale;
    let target = |s: &HandSample| {
        config.lambda * s.result + (1.0 - config.lambda) * sigmoid(s.score / scale)
    };
    let loss = |set: &[&HandSample], tables: &[f64; PARAMETERS]| {
        let total: f64 = set
            .iter()
            .map(|s| {
                cross_entropy(
                    sigmoid(s.eval(tables).clamp(-20_000.0, 20_000.0) / scale),
                    target(s),
                )
            })
            .sum();
        total / set.len().max(1) as f64
    };
    let initial = flatten(start);
    let uses: Vec<usize> = (0..PARAMETERS)
        .map(|i| train.iter().filter(|s| s.counts[i] != 0.0).count())
        .collect();
    let free: Vec<bool> = (0..PARAMETERS).map(|i| fitted(i, uses[i])).collect();
    let mut tables = initial;
    let (mut m, mut v) = ([0.0; PARAMETERS], [0.0; PARAMETERS]);
    for step in 1..=steps as i32 {
        let mut gradient = [0.0; PARAMETERS];
        for sample in &train {
            let error = (sigmoid(sample.eval(&tables) / scale) - target(sample)) / scale;
            for (g, &count) in gradient.iter_mut().zip(&sample.counts) {
                *g += error * count;
            }
        }
        for index in (0..PARAMETERS).filter(|&i| free[i]) {
            let g = gradient[index] / train.len() as f64;
            m[index] = 0.9 * m[index] + 0.1 * g;
            v[index] = 0.999 * v[index] + 0.001 * g * g;
            let m_hat = m[index] / (1.0 - 0.9f64.powi(step));
            let v_hat = v[index] / (1.0 - 0.999f64.powi(step));
            tables[index] -= STEP * m_hat / (v_hat.sqrt() + 1e-12);
        }
    }
    let fitted_tables = rounded(&tables);
    let shipped = flatten(&fitted_tables);
    Ok(HandReport {
        tables: fitted_tables,
        train_positions: train.len(),
        held_out_positions: held_out.len(),
        initial_train_loss: loss(&train, &initial),
        initial_held_out_loss: loss(&held_out, &initial),
        train_loss: loss(&train, &shipped),
        held_out_loss: loss(&held_out, &shipped),
        kept: (0..PARAMETERS).filter(|&i| !free[i]).map(name).collect(),
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// The hand-set evaluation of the position after `moves` under `rule`, and the same from the
/// linear model with `tables` = the engine's: for the tests.
#[cfg(test)]
pub(super) fn model_and_engine(
    rule: crate::rules::Rule,
    moves: &[crate::point::Point],
) -> (f64, i32) {
    let board = replay(moves).expect("legal test moves");
    let position = Position::with_learned(&board, rule, None);
    let model = counts(&position, &board)
        .iter()
        .zip(&flatten(&crate::eval::HAND))
        .map(|(c, t)| c * t)
        .sum();
    (model, crate::eval::hand_evaluate(&position, 100, 100))
}
