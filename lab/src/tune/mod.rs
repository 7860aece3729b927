//! Fits the learned evaluation to self-play data (`gomoku-datagen` files): a logistic model
//! eval = bias + Σ own(pcode) − Σ opp(pcode) over the empty cells, win probability
//! sigmoid(eval / 400), trained with Adam on the cross-entropy against
//! `lambda` × result + (1 − `lambda`) × sigmoid(score / 400), with a little L2. Each weight set
//! (freestyle; renju black / white to move) is fitted on its own positions. Every game index
//! `n` with `n % holdout_every == holdout_every - 1` is held out. The hand-set evaluation's
//! held-out loss, its scale fitted on the training positions, is reported for comparison.
//!
//! Single-threaded with a seeded shuffle: the same data and settings give a byte-identical
//! weights file. The `gomoku-tune` binary is the front end.

mod data;
pub mod hand;
pub mod net;
pub mod order;
pub mod spsa;
#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use gomoku_engine::eval::pcode::{PCODES, pcode_name};
use gomoku_engine::eval::weights::{SetId, WeightSet, Weights, WeightsError};

use crate::datagen::DataError;
use data::{FEATURES, Sample, load_samples, sigmoid};

#[derive(Clone, Debug)]
pub struct TuneConfig {
    pub inputs: Vec<PathBuf>,
    pub out: PathBuf,
    /// Weight of the game result in the target (the rest is the search score's).
    pub lambda: f64,
    /// The data's score units: the score whose win probability is sigmoid(score / scale).
    /// The hand-set evaluation's scores fit about 840; the learned evaluation's are 400.
    pub score_scale: f64,
    pub epochs: usize,
    /// Adam's step, in evaluation units; decays linearly to a tenth over the epochs.
    pub learning_rate: f64,
    /// L2 penalty on the weights in logit units (weight / 400).
    pub l2: f64,
    pub batch: usize,
    pub seed: u64,
    /// One game in this many is held out (0: none).
    pub holdout_every: u64,
    /// Progress and results on stderr.
    pub verbose: bool,
    /// With the hand-set fit: fit the threat values too (see `gomoku_engine::eval::ThreatTable`).
    pub threats: bool,
    /// With the hand-set fit: fit the threat values only, every other number kept at its start.
    pub only_threats: bool,
}

impl Default for TuneConfig {
    fn default() -> TuneConfig {
        TuneConfig {
            inputs: Vec::new(),
            out: PathBuf::from("eval.bin"),
            lambda: 0.5,
            score_scale: 400.0,
            epochs: 20,
            learning_rate: 2.0,
            l2: 1e-4,
            batch: 256,
            seed: 1,
            holdout_every: 10,
            verbose: false,
            threats: false,
            only_threats: false,
        }
    }
}

/// Losses of one set's fit (mean cross-entropy per position).
#[derive(Clone, Debug, PartialEq)]
pub struct SetReport {
    pub set: SetId,
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// Before training (every weight 0): ln 2 against results, less with score targets.
    pub initial_train_loss: f64,
    pub initial_held_out_loss: f64,
    /// (train, held-out) after each epoch.
    pub epochs: Vec<(f64, f64)>,
    /// The hand-set evaluation: the scale K fitted on the training positions
    /// (p = sigmoid(eval / K)), and its held-out loss with it.
    pub hand_scale: f64,
    pub hand_held_out_loss: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TuneReport {
    pub sets: Vec<SetReport>,
    pub positions: usize,
    pub load_seconds: f64,
    pub train_seconds: f64,
}

/// Why tuning failed.
#[derive(Debug)]
pub enum TuneError {
    Data(DataError),
    Weights(WeightsError),
    /// The evaluation network could not be written.
    Net(String),
    NoData,
}

impl std::fmt::Display for TuneError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TuneError::Data(error) => write!(f, "{error}"),
            TuneError::Weights(error) => write!(f, "{error}"),
            TuneError::Net(reason) => write!(f, "{reason}"),
            TuneError::NoData => f.write_str("the data files hold no positions"),
        }
    }
}

impl std::error::Error for TuneError {}

/// Mean cross-entropy of predictions `p` against targets `t`.
fn cross_entropy(p: f64, t: f64) -> f64 {
    let p = p.clamp(1e-12, 1.0 - 1e-12);
    -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
}

/// The model's parameters, in evaluation units: bias, then own and opp weights by feature.
struct Model {
    bias: f64,
    weights: Vec<f64>,
}

impl Model {
    fn eval(&self, sample: &Sample) -> f64 {
        let mut eval = self.bias;
        for &(feature, count) in &sample.features {
            let weight = self.weights[feature as usize];
            if (feature as usize) < PCODES {
                eval += weight * count as f64;
            } else {
                eval -= weight * count as f64;
            }
        }
        eval
    }

    fn loss(&self, samples: &[&Sample], lambda: f64) -> f64 {
        let total: f64 = samples
            .iter()
            .map(|s| cross_entropy(sigmoid(self.eval(s) / 400.0), s.target(lambda)))
            .sum();
        total / samples.len().max(1) as f64
    }

    fn weight_set(&self) -> WeightSet {
        WeightSet {
            bias: self.bias as f32,
            own: self.weights[..PCODES].iter().map(|&w| w as f32).collect(),
            opp: self.weights[PCODES..].iter().map(|&w| w as f32).collect(),
        }
    }
}

/// Adam state over the bias (index `FEATURES`) and the weights.
struct Adam {
    m: Vec<f64>,
    v: Vec<f64>,
    steps: i32,
}

impl Adam {
    const BETA1: f64 = 0.9;
    const BETA2: f64 = 0.999;
    const EPSILON: f64 = 1e-12;

    fn step(&mut self, model: &mut Model, gradient: &[f64], rate: f64) {
        self.steps += 1;
        let correct1 = 1.0 - Self::BETA1.powi(self.steps);
        let correct2 = 1.0 - Self::BETA2.powi(self.steps);
        for (index, &g) in gradient.iter().enumerate() {
            let m = &mut self.m[index];
            let v = &mut self.v[index];
            *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * g;
            *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * g * g;
            let delta = rate * (*m / correct1) / ((*v / correct2).sqrt() + Self::EPSILON);
            if index == FEATURES {
                model.bias -= delta;
            } else {
                model.weights[index] -= delta;
            }
        }
    }
}

/// The scale K minimising the hand-set evaluation's loss as sigmoid(eval / K) (golden-section
/// search on log K).
fn fit_hand_scale(samples: &[&Sample], lambda: f64) -> f64 {
    fit_hand_scale_at(samples, |s| s.target(lambda))
}

/// The same against any target.
pub(crate) fn fit_hand_scale_at(samples: &[&Sample], target: impl Fn(&Sample) -> f64) -> f64 {
    let loss = |log_k: f64| {
        let k = log_k.exp();
        samples
            .iter()
            .map(|s| cross_entropy(sigmoid(s.hand as f64 / k), target(s)))
            .sum::<f64>()
    };
    minimum_between(loss, 10f64.ln(), 100_000f64.ln(), 60).exp()
}

/// Where the unimodal `f` is smallest between `low` and `high` (golden-section search,
/// `rounds` steps).
pub(crate) fn minimum_between(f: impl Fn(f64) -> f64, low: f64, high: f64, rounds: usize) -> f64 {
    let (mut low, mut high) = (low, high);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..rounds {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if f(a) < f(b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

fn hand_loss(samples: &[&Sample], scale: f64, lambda: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| cross_entropy(sigmoid(s.hand as f64 / scale), s.target(lambda)))
        .sum();
    total / samples.len().max(1) as f64
}

/// Fits one set; returns its weights and report.
fn fit_set(
    config: &TuneConfig,
    set: SetId,
    train: Vec<&Sample>,
    held_out: Vec<&Sample>,
) -> (WeightSet, SetReport) {
    let lambda = config.lambda;
    let mut model = Model {
        bias: 0.0,
        weights: vec![0.0; FEATURES],
    };
    let mut adam = Adam {
        m: vec![0.0; FEATURES + 1],
        v: vec![0.0; FEATURES + 1],
        steps: 0,
    };
    let hand_scale = fit_hand_scale(&train, lambda);
    let mut report = SetReport {
        set,
        train_positions: train.len(),
        held_out_positions: held_out.len(),
        initial_train_loss: model.loss(&train, lambda),
        initial_held_out_loss: model.loss(&held_out, lambda),
        epochs: Vec::new(),
        hand_scale,
        hand_held_out_loss: hand_loss(&held_out, hand_scale, lambda),
    };
    if config.verbose {
        eprintln!(
            "{}: {} training and {} held-out positions; hand-set evaluation: scale K = {:.0}, \
             held-out loss {:.5}; untrained loss {:.5} / {:.5}",
            set.name(),
            train.len(),
            held_out.len(),
            hand_scale,
            report.hand_held_out_loss,
            report.initial_train_loss,
            report.initial_held_out_loss
        );
    }
    let mut rng = StdRng::seed_from_u64(config.seed ^ (set as u64).wrapping_mul(0x9E37_79B9));
    let mut order = train.clone();
    let batch = config.batch.max(1);
    let l2 = config.l2 / (400.0 * 400.0);
    let mut gradient = vec![0.0; FEATURES + 1];
    for epoch in 0..config.epochs {
        let progress = epoch as f64 / config.epochs.max(1) as f64;
        let rate = config.learning_rate * (1.0 - 0.9 * progress);
        order.shuffle(&mut rng);
        for chunk in order.chunks(batch) {
            gradient.fill(0.0);
            let scale = 1.0 / (400.0 * chunk.len() as f64);
            for sample in chunk {
                let p = sigmoid(model.eval(sample) / 400.0);
                let g = (p - sample.target(lambda)) * scale;
                gradient[FEATURES] += g;
                for &(feature, count) in &sample.features {
                    let sign = if (feature as usize) < PCODES {
                        1.0
                    } else {
                        -1.0
                    };
                    gradient[feature as usize] += sign * g * count as f64;
                }
            }
            for (g, w) in gradient.iter_mut().zip(&model.weights) {
                *g += 2.0 * l2 * w;
            }
            // The dead pcode has no weight.
            gradient[0] = 0.0;
            gradient[PCODES] = 0.0;
            adam.step(&mut model, &gradient, rate);
        }
        let losses = (model.loss(&train, lambda), model.loss(&held_out, lambda));
        if config.verbose {
            eprintln!(
                "{} epoch {:>3}/{}: train {:.5}, held-out {:.5}",
                set.name(),
                epoch + 1,
                config.epochs,
                losses.0,
                losses.1
            );
        }
        report.epochs.push(losses);
    }
    if config.verbose {
        print_strongest(&model);
    }
    (model.weight_set(), report)
}

/// The weights furthest from zero, for a look at what was learned.
fn print_strongest(model: &Model) {
    for (name, range) in [("own", 0..PCODES), ("opp", PCODES..FEATURES)] {
        let mut indices: Vec<usize> = range.collect();
        indices.sort_by(|&a, &b| model.weights[b].abs().total_cmp(&model.weights[a].abs()));
        let shown: Vec<String> = indices
            .iter()
            .take(6)
            .map(|&i| {
                let pcode = i % PCODES;
                let label = pcode_name(pcode).unwrap_or_default();
                format!("{label} {:.0}", model.weights[i])
            })
            .collect();
        eprintln!("  largest {name} weights: {}", shown.join(", "));
    }
}

/// Loads the data, fits every set that has positions, writes the weights file.
pub fn run(config: &TuneConfig) -> Result<TuneReport, TuneError> {
    let started = Instant::now();
    let mut samples = load_samples(&config.inputs).map_err(TuneError::Data)?;
    // Scores come in the units of the evaluation that played; the target reads them at 400.
    let rescale = 400.0 / config.score_scale;
    for sample in &mut samples {
        sample.score = (sample.score as f64 * rescale).round() as i32;
    }
    if samples.is_empty() {
        return Err(TuneError::NoData);
    }
    let load_seconds = started.elapsed().as_secs_f64();
    if config.verbose {
        eprintln!("{} positions loaded in {load_seconds:.1} s", samples.len());
    }
    let training = Instant::now();
    let held = |sample: &Sample| {
        config.holdout_every > 0 && sample.game % config.holdout_every == config.holdout_every - 1
    };
    let mut weights = Weights::default();
    let mut sets = Vec::new();
    for set in SetId::ALL {
        let (held_out, train): (Vec<&Sample>, Vec<&Sample>) = samples
            .iter()
            .filter(|s| s.set == set)
            .partition(|s| held(s));
        if train.is_empty() {
            continue;
        }
        let (weight_set, report) = fit_set(config, set, train, held_out);
        weights.sets[set as usize] = Some(weight_set);
        sets.push(report);
    }
    weights.save(&config.out).map_err(TuneError::Weights)?;
    Ok(TuneReport {
        sets,
        positions: samples.len(),
        load_seconds,
        train_seconds: training.elapsed().as_secs_f64(),
    })
}
