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

use gomoku_engine::board::Board;
use gomoku_engine::eval::{HandSet, HandTables, THREAT_MASKS, ThreatTable};
use gomoku_engine::internals::{COMBO_KINDS, Combo, PATTERN_KINDS, Pattern, Position, threat_mask};
use gomoku_engine::point::Color;

use super::data::sigmoid;
use super::{TuneConfig, TuneError, cross_entropy};
use crate::datagen::{DataError, read_data, replay};

/// Parameters: the patterns by colour, the side to move's combos and the opponent's by side to
/// move, the tempo by side to move. A set that is not [`HandSet::by_colour`] uses black's slots
/// for both colours.
const PATTERN_BASE: usize = 0;
const OWN_BASE: usize = PATTERN_BASE + 2 * PATTERN_KINDS;
const THEIR_BASE: usize = OWN_BASE + 2 * COMBO_KINDS;
const TEMPO_BASE: usize = THEIR_BASE + 2 * COMBO_KINDS;
pub(super) const PARAMETERS: usize = TEMPO_BASE + 2;

fn pattern_slot(colour: usize, pattern: usize) -> usize {
    PATTERN_BASE + colour * PATTERN_KINDS + pattern
}

fn own_slot(to_move: usize, combo: usize) -> usize {
    OWN_BASE + to_move * COMBO_KINDS + combo
}

fn their_slot(to_move: usize, combo: usize) -> usize {
    THEIR_BASE + to_move * COMBO_KINDS + combo
}

/// A number is fitted only if this many training positions have its count non-zero.
pub const MIN_USES: usize = 300;
/// A threat mask's value is fitted only if this many training positions have the mask.
pub const MIN_THREAT_USES: usize = 200;
/// Adam's step, in evaluation units.
const STEP: f64 = 0.5;

/// One position: its counts (the model's inputs), its threat slot, target pieces and game.
struct HandSample {
    counts: [f64; PARAMETERS],
    /// Index into the threat values: side-to-move slot × [`THREAT_MASKS`] + the mask.
    threat: usize,
    result: f64,
    score: f64,
    game: u64,
}

impl HandSample {
    fn eval(&self, tables: &[f64; PARAMETERS], threats: &[f64]) -> f64 {
        let linear: f64 = self.counts.iter().zip(tables).map(|(c, t)| c * t).sum();
        linear + threats[self.threat]
    }
}

/// The threat values of `tables` for both sides to move, flat (zeros where it has none).
pub(super) fn flatten_threats(tables: &HandTables) -> Vec<f64> {
    let mut flat = vec![0.0; 2 * THREAT_MASKS];
    for (slot, table) in tables.threat.iter().enumerate() {
        if let Some(table) = table {
            for (value, &number) in flat[slot * THREAT_MASKS..].iter_mut().zip(table.iter()) {
                *value = number as f64;
            }
        }
    }
    flat
}

/// Rounded threat values as tables kept for the rest of the process (a tool's lifetime);
/// without `by_colour` white's are black's.
fn leaked_threats(flat: &[f64], by_colour: bool) -> [Option<&'static ThreatTable>; 2] {
    let table = |slot: usize| -> &'static ThreatTable {
        let mut table = Box::new([0; THREAT_MASKS]);
        for (value, &number) in table.iter_mut().zip(&flat[slot * THREAT_MASKS..]) {
            *value = number.round() as i32;
        }
        Box::leak(table)
    };
    let black = table(0);
    [Some(black), Some(if by_colour { table(1) } else { black })]
}

/// The counts of a position, such that `Σ counts × tables` is the hand-set evaluation before
/// its clamp (checked by the tests). Colours fold onto black's slots unless `by_colour`.
fn counts(position: &Position, board: &Board, by_colour: bool) -> [f64; PARAMETERS] {
    let slot_of = |colour: Color| if by_colour { colour.index() } else { 0 };
    let me = board.side_to_move();
    let them = me.opponent();
    let to_move = slot_of(me);
    let mut counts = [0.0; PARAMETERS];
    for point in board.size().points().filter(|&p| board.is_empty(p)) {
        for (colour, sign) in [(me, 1.0), (them, -1.0)] {
            let code = position.code(point, colour);
            for direction in 0..4 {
                let pattern = ((code >> (4 * direction)) & 15) as usize;
                counts[pattern_slot(slot_of(colour), pattern)] += sign;
            }
        }
    }
    for combo in 1..COMBO_KINDS {
        let kind = Combo::from_u8(combo as u8);
        counts[own_slot(to_move, combo)] = position.combo_count(me, kind).min(4) as f64;
        counts[their_slot(to_move, combo)] = -(position.combo_count(them, kind).min(4) as f64);
    }
    counts[TEMPO_BASE + to_move] = 1.0;
    counts
}

pub(super) fn flatten(tables: &HandTables) -> [f64; PARAMETERS] {
    let mut flat = [0.0; PARAMETERS];
    for colour in 0..2 {
        for pattern in 0..PATTERN_KINDS {
            flat[pattern_slot(colour, pattern)] = tables.pattern[colour][pattern] as f64;
        }
        for combo in 0..COMBO_KINDS {
            flat[own_slot(colour, combo)] = tables.own[colour][combo] as f64;
            flat[their_slot(colour, combo)] = tables.their[colour][combo] as f64;
        }
        flat[TEMPO_BASE + colour] = tables.tempo[colour] as f64;
    }
    flat
}

/// The fitted numbers as tables; without `by_colour` white's are black's.
pub(super) fn rounded(flat: &[f64; PARAMETERS], by_colour: bool) -> HandTables {
    let round = |x: f64| x.round() as i32;
    let mut tables = HandTables::symmetric([0; 16], [0; COMBO_KINDS], [0; COMBO_KINDS], 0);
    for colour in 0..2 {
        let from = if by_colour { colour } else { 0 };
        for pattern in 0..PATTERN_KINDS {
            tables.pattern[colour][pattern] = round(flat[pattern_slot(from, pattern)]);
        }
        for combo in 0..COMBO_KINDS {
            tables.own[colour][combo] = round(flat[own_slot(from, combo)]);
            tables.their[colour][combo] = round(flat[their_slot(from, combo)]);
        }
        tables.tempo[colour] = round(flat[TEMPO_BASE + from]);
    }
    tables
}

/// Whether a number may move: used enough, and not one of those the search settles.
fn fitted(index: usize, uses: usize) -> bool {
    uses >= MIN_USES && !fixed(index)
}

/// The numbers no tuning moves: those the search settles before it evaluates, and those with
/// no value by design.
pub(super) fn fixed(index: usize) -> bool {
    (0..2).any(|side| {
        [
            pattern_slot(side, Pattern::Dead as usize),
            pattern_slot(side, Pattern::Overline as usize),
            pattern_slot(side, Pattern::F5 as usize),
            own_slot(side, Combo::Flex4 as usize),
            own_slot(side, Combo::Five as usize),
            their_slot(side, Combo::Five as usize),
            own_slot(side, Combo::None as usize),
            their_slot(side, Combo::None as usize),
        ]
        .contains(&index)
    })
}

/// What the fit found.
#[derive(Clone, Debug, PartialEq)]
pub struct HandReport {
    pub set: HandSet,
    pub tables: HandTables,
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// Mean cross-entropy of the starting tables and of the fitted ones (rounded as shipped).
    pub initial_train_loss: f64,
    pub initial_held_out_loss: f64,
    pub train_loss: f64,
    pub held_out_loss: f64,
    /// The held-out loss of the tables the engine plays the set with now.
    pub shipped_held_out_loss: f64,
    /// Names of the numbers left at their starting values.
    pub kept: Vec<String>,
    /// How many threat values were fitted (0 without `threats`).
    pub threat_values_fitted: usize,
    pub seconds: f64,
}

/// A parameter's name, the colour slot it belongs to, and whether that slot is the colour's
/// own (patterns) or the side to move (combos and tempo).
pub(super) fn describe(index: usize) -> (String, usize, &'static str) {
    if index < OWN_BASE {
        let i = index - PATTERN_BASE;
        let pattern = Pattern::from_u8((i % PATTERN_KINDS) as u8);
        (format!("pattern {pattern:?}"), i / PATTERN_KINDS, "")
    } else if index < THEIR_BASE {
        let i = index - OWN_BASE;
        let combo = Combo::from_u8((i % COMBO_KINDS) as u8);
        (format!("own {combo:?}"), i / COMBO_KINDS, " to move")
    } else if index < TEMPO_BASE {
        let i = index - THEIR_BASE;
        let combo = Combo::from_u8((i % COMBO_KINDS) as u8);
        (format!("their {combo:?}"), i / COMBO_KINDS, " to move")
    } else {
        ("tempo".to_owned(), index - TEMPO_BASE, " to move")
    }
}

/// The names of the set's parameters that `keep` selects (a set that is not by colour has
/// black's slots only).
fn names(by_colour: bool, keep: impl Fn(usize) -> bool) -> Vec<String> {
    (0..PARAMETERS)
        .filter(|&i| keep(i))
        .filter_map(|index| {
            let (what, slot, whose) = describe(index);
            match (by_colour, slot) {
                (false, 0) => Some(what),
                (false, _) => None,
                (true, 0) => Some(format!("{what} (black{whose})")),
                (true, _) => Some(format!("{what} (white{whose})")),
            }
        })
        .collect()
}

/// Loads the data and fits the tables of `set` on the positions of its rules (the others are
/// skipped), starting from `start`, in `steps` full-batch steps. Uses `lambda`, `score_scale`
/// and `holdout_every` of `config`.
pub fn tune_hand(
    config: &TuneConfig,
    set: HandSet,
    start: &HandTables,
    steps: usize,
) -> Result<HandReport, TuneError> {
    let by_colour = set.by_colour();
    let started = Instant::now();
    let mut samples = Vec::new();
    for path in &config.inputs {
        let data = read_data(path).map_err(TuneError::Data)?;
        for (index, record) in data.records.iter().enumerate() {
            if HandSet::of(record.rule) != set {
                continue;
            }
            let board = replay(&record.moves).map_err(|reason| {
                TuneError::Data(DataError::Malformed {
                    path: path.display().to_string(),
                    line: 0,
                    reason: format!("record {} (game {}): {reason}", index + 1, record.game),
                })
            })?;
            let position = Position::with_learned(&board, record.rule, None);
            let slot = if by_colour {
                board.side_to_move().index()
            } else {
                0
            };
            samples.push(HandSample {
                counts: counts(&position, &board, by_colour),
                threat: slot * THREAT_MASKS + threat_mask(&position),
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
    let loss = |set: &[&HandSample], tables: &[f64; PARAMETERS], threats: &[f64]| {
        let total: f64 = set
            .iter()
            .map(|s| {
                cross_entropy(
                    sigmoid(s.eval(tables, threats).clamp(-20_000.0, 20_000.0) / scale),
                    target(s),
                )
            })
            .sum();
        total / set.len().max(1) as f64
    };
    let initial = flatten(start);
    let initial_threats = flatten_threats(start);
    // Threat values are fitted with `config.threats`, each mask seen often enough (the empty
    // mask stays put: with the tempo it would be one number twice).
    let fit_threats = config.threats || config.only_threats;
    let mut threat_uses = vec![0usize; 2 * THREAT_MASKS];
    for sample in &train {
        threat_uses[sample.threat] += 1;
    }
    let threat_free: Vec<bool> = (0..2 * THREAT_MASKS)
        .map(|i| fit_threats && i % THREAT_MASKS != 0 && threat_uses[i] >= MIN_THREAT_USES)
        .collect();
    let uses: Vec<usize> = (0..PARAMETERS)
        .map(|i| train.iter().filter(|s| s.counts[i] != 0.0).count())
        .collect();
    let free: Vec<bool> = (0..PARAMETERS)
        .map(|i| !config.only_threats && fitted(i, uses[i]))
        .collect();
    let mut tables = initial;
    let mut threats = initial_threats.clone();
    let (mut m, mut v) = ([0.0; PARAMETERS], [0.0; PARAMETERS]);
    let (mut threat_m, mut threat_v) = (vec![0.0; 2 * THREAT_MASKS], vec![0.0; 2 * THREAT_MASKS]);
    let adam = |value: &mut f64, m: &mut f64, v: &mut f64, g: f64, step: i32| {
        *m = 0.9 * *m + 0.1 * g;
        *v = 0.999 * *v + 0.001 * g * g;
        let m_hat = *m / (1.0 - 0.9f64.powi(step));
        let v_hat = *v / (1.0 - 0.999f64.powi(step));
        *value -= STEP * m_hat / (v_hat.sqrt() + 1e-12);
    };
    for step in 1..=steps as i32 {
        let mut gradient = [0.0; PARAMETERS];
        let mut threat_gradient = vec![0.0; 2 * THREAT_MASKS];
        for sample in &train {
            let error = (sigmoid(sample.eval(&tables, &threats) / scale) - target(sample)) / scale;
            for (g, &count) in gradient.iter_mut().zip(&sample.counts) {
                *g += error * count;
            }
            threat_gradient[sample.threat] += error;
        }
        for index in (0..PARAMETERS).filter(|&i| free[i]) {
            let g = gradient[index] / train.len() as f64;
            adam(&mut tables[index], &mut m[index], &mut v[index], g, step);
        }
        for index in (0..2 * THREAT_MASKS).filter(|&i| threat_free[i]) {
            let g = threat_gradient[index] / train.len() as f64;
            let (m, v) = (&mut threat_m[index], &mut threat_v[index]);
            adam(&mut threats[index], m, v, g, step);
        }
    }
    let mut fitted_tables = rounded(&tables, by_colour);
    if fit_threats {
        fitted_tables.threat = leaked_threats(&threats, by_colour);
    } else {
        fitted_tables.threat = start.threat;
    }
    let shipped = flatten(&fitted_tables);
    let shipped_threats = flatten_threats(&fitted_tables);
    Ok(HandReport {
        set,
        tables: fitted_tables,
        train_positions: train.len(),
        held_out_positions: held_out.len(),
        initial_train_loss: loss(&train, &initial, &initial_threats),
        initial_held_out_loss: loss(&held_out, &initial, &initial_threats),
        train_loss: loss(&train, &shipped, &shipped_threats),
        held_out_loss: loss(&held_out, &shipped, &shipped_threats),
        shipped_held_out_loss: loss(
            &held_out,
            &flatten(set.tables()),
            &flatten_threats(set.tables()),
        ),
        threat_values_fitted: threat_free.iter().filter(|&&free| free).count(),
        kept: names(by_colour, |i| !free[i]),
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// The hand-set evaluation of the position after `moves` under `rule`, and the same from the
/// linear model with `tables` = the engine's: for the tests.
#[cfg(test)]
pub(super) fn model_and_engine(
    rule: gomoku_engine::rules::Rule,
    moves: &[gomoku_engine::point::Point],
) -> (f64, i32) {
    let board = replay(moves).expect("legal test moves");
    let position = Position::with_learned(&board, rule, None);
    let set = HandSet::of(rule);
    let tables = HandTables::for_rule(rule);
    let slot = if set.by_colour() {
        board.side_to_move().index()
    } else {
        0
    };
    let model = counts(&position, &board, set.by_colour())
        .iter()
        .zip(&flatten(tables))
        .map(|(c, t)| c * t)
        .sum::<f64>()
        + flatten_threats(tables)[slot * THREAT_MASKS + threat_mask(&position)];
    (
        model,
        gomoku_engine::internals::hand_evaluate(&position, 100, 100),
    )
}

/// The name of the constant holding `set` in `engine/src/eval/mod.rs`.
pub fn constant_name(set: HandSet) -> &'static str {
    match set {
        HandSet::Freestyle => "HAND_FREESTYLE",
        HandSet::Renju => "HAND_RENJU",
    }
}

/// A threat table as a Rust constant, 16 values a line.
fn threat_source(name: &str, table: &ThreatTable) -> String {
    let lines: Vec<String> = table
        .chunks(16)
        .map(|chunk| {
            let values: Vec<String> = chunk.iter().map(|v| v.to_string()).collect();
            format!("    {},", values.join(", "))
        })
        .collect();
    format!(
        "pub const {name}: ThreatTable = [\n{}\n];\n",
        lines.join("\n")
    )
}

/// `tables` as the Rust constant of `set`, ready for `engine/src/eval/mod.rs`, with its threat
/// values (if any, not all zero) as constants for `engine/src/eval/threat_mask.rs`.
pub fn rust_source(set: HandSet, tables: &HandTables) -> String {
    let name = constant_name(set);
    let threats = |colour: usize| tables.threat[colour].filter(|t| t.iter().any(|&v| v != 0));
    let threat_name = |colour: usize| match (set, colour) {
        (HandSet::Freestyle, _) => "THREAT_FREESTYLE".to_owned(),
        (HandSet::Renju, 0) => "THREAT_RENJU_BLACK".to_owned(),
        (HandSet::Renju, _) => "THREAT_RENJU_WHITE".to_owned(),
    };
    let mut source = String::new();
    if set.by_colour() {
        let threat_field: Vec<String> = (0..2)
            .map(|colour| match threats(colour) {
                Some(_) => format!("Some(&{})", threat_name(colour)),
                None => "None".to_owned(),
            })
            .collect();
        source += &format!(
            "pub const {name}: HandTables = HandTables {{\n    pattern: {:?},\n    own: {:?},\n    \
             their: {:?},\n    tempo: {:?},\n    threat: [{}],\n}};\n",
            tables.pattern,
            tables.own,
            tables.their,
            tables.tempo,
            threat_field.join(", ")
        );
        for colour in 0..2 {
            if let Some(table) = threats(colour) {
                source += &threat_source(&threat_name(colour), table);
            }
        }
    } else {
        let with = match threats(0) {
            Some(_) => format!(".with_threats(&{})", threat_name(0)),
            None => String::new(),
        };
        source += &format!(
            "pub const {name}: HandTables = HandTables::symmetric(\n    {:?}, // pattern\n    \
             {:?}, // own\n    {:?}, // their\n    {}, // tempo\n){with};\n",
            tables.pattern[0], tables.own[0], tables.their[0], tables.tempo[0]
        );
        if let Some(table) = threats(0) {
            source += &threat_source(&threat_name(0), table);
        }
    }
    source
}
