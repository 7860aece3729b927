//! Trains the evaluation network (the engine's `eval::net`) on self-play data: a correction on
//! top of the hand-set evaluation. Win probability sigmoid((hand + net) / K), K the hand-set
//! evaluation's scale fitted on the training positions; the loss is the cross-entropy against
//! the data's target, `lambda` × result plus (1 − `lambda`) × sigmoid(score / `score_scale`).
//! Mini-batch Adam with a linearly falling step; each batch's gradient is computed in two
//! halves on two threads and summed in a fixed order, and the start and the shuffle come from
//! the seed, so the same data and settings give the same file. One network per family of rules:
//! freestyle's (one table of rows for both colours) from the freestyle positions, or renju's
//! (black's rows apart from white's) from the renju positions.

use std::path::PathBuf;
use std::time::Instant;

use gomoku_engine::eval::HandSet;
use gomoku_engine::eval::pcode::PCODES;
use gomoku_engine::eval::weights::SetId;
use gomoku_engine::internals::{NET_HIDDEN, NET_WIDTH, NetFloat, NetModel};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use super::data::{Sample, load_samples, sigmoid};
use super::{TuneError, cross_entropy, fit_hand_scale_at};

const W: usize = NET_WIDTH;
const H: usize = NET_HIDDEN;
/// Offsets of the parameters in one flat vector: rows (two tables of pcode × W; freestyle uses
/// the first only), first biases (2W), second layer (H × 2W), its biases (H), output weights
/// (H), output bias.
const ROWS: usize = 0;
const BIAS0: usize = ROWS + 2 * PCODES * W;
const WEIGHTS1: usize = BIAS0 + 2 * W;
const BIAS1: usize = WEIGHTS1 + H * 2 * W;
const WEIGHTS2: usize = BIAS1 + H;
const BIAS2: usize = WEIGHTS2 + H;
const PARAMETERS: usize = BIAS2 + 1;

#[derive(Clone, Debug)]
pub struct NetConfig {
    /// Which network: freestyle's or renju's.
    pub set: HandSet,
    pub inputs: Vec<PathBuf>,
    pub out: PathBuf,
    pub lambda: f64,
    /// The data's score units: a score's win probability is sigmoid(score / scale).
    pub score_scale: f64,
    pub epochs: usize,
    /// Adam's first step; it falls linearly to a tenth by the last epoch.
    pub learning_rate: f64,
    pub batch: usize,
    pub seed: u64,
    /// One game in this many is held out (0: none).
    pub holdout_every: u64,
    /// A network file to start from (a shipped network trained further on new data) instead
    /// of the seed's small random weights; the seed still sets the shuffle.
    pub init: Option<PathBuf>,
    pub verbose: bool,
}

impl Default for NetConfig {
    fn default() -> NetConfig {
        NetConfig {
            set: HandSet::Freestyle,
            inputs: Vec::new(),
            out: PathBuf::from("net-freestyle.bin"),
            lambda: 0.2,
            score_scale: 840.0,
            epochs: 10,
            learning_rate: 0.003,
            batch: 1024,
            seed: 1,
            holdout_every: 10,
            init: None,
            verbose: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct NetReport {
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// The hand-set evaluation's scale and held-out loss alone.
    pub hand_scale: f64,
    pub hand_held_out_loss: f64,
    /// (train, held-out) after each epoch, in floating point.
    pub epochs: Vec<(f64, f64)>,
    /// The held-out loss of the file written (quantised, as the engine computes it).
    pub quantised_held_out_loss: f64,
    pub seconds: f64,
}

/// One training position: its features, where the side to move's and the opponent's rows
/// start, the hand-set evaluation over K, and its target.
struct Example<'a> {
    features: &'a [(u16, u16)],
    tables: [usize; 2],
    hand: f32,
    target: f32,
}

/// Activations of one example, kept for the backward pass.
struct Pass {
    sums: [f32; 2 * W],
    inputs: [f32; 2 * W],
    hidden_sums: [f32; H],
    hidden: [f32; H],
    logit: f32,
}

fn forward(p: &[f32], example: &Example) -> Pass {
    let mut sums = [0f32; 2 * W];
    sums.copy_from_slice(&p[BIAS0..BIAS0 + 2 * W]);
    for &(feature, count) in example.features {
        let (side, pcode) = (feature as usize / PCODES, feature as usize % PCODES);
        let at = ROWS + (example.tables[side] + pcode) * W;
        let row = &p[at..at + W];
        for (sum, &w) in sums[side * W..(side + 1) * W].iter_mut().zip(row) {
            *sum += w * count as f32;
        }
    }
    let inputs = sums.map(|s| s.clamp(0.0, 1.0));
    let mut hidden_sums = [0f32; H];
    let mut hidden = [0f32; H];
    let mut logit = p[BIAS2] + example.hand;
    for j in 0..H {
        let weights = &p[WEIGHTS1 + j * 2 * W..WEIGHTS1 + (j + 1) * 2 * W];
        let z = p[BIAS1 + j] + weights.iter().zip(&inputs).map(|(w, a)| w * a).sum::<f32>();
        hidden_sums[j] = z;
        hidden[j] = z.clamp(0.0, 1.0);
        logit += p[WEIGHTS2 + j] * hidden[j];
    }
    Pass {
        sums,
        inputs,
        hidden_sums,
        hidden,
        logit,
    }
}

/// Adds `scale` × the gradient of the example's loss to `gradient`; returns the loss.
fn backward(p: &[f32], example: &Example, scale: f32, gradient: &mut [f32]) -> f64 {
    let pass = forward(p, example);
    let probability = sigmoid(pass.logit as f64);
    let loss = cross_entropy(probability, example.target as f64);
    let g = (probability as f32 - example.target) * scale;
    gradient[BIAS2] += g;
    let mut input_grads = [0f32; 2 * W];
    for j in 0..H {
        gradient[WEIGHTS2 + j] += g * pass.hidden[j];
        let z = pass.hidden_sums[j];
        if z <= 0.0 || z >= 1.0 {
            continue;
        }
        let gz = g * p[WEIGHTS2 + j];
        gradient[BIAS1 + j] += gz;
        let at = WEIGHTS1 + j * 2 * W;
        for i in 0..2 * W {
            gradient[at + i] += gz * pass.inputs[i];
            input_grads[i] += gz * p[at + i];
        }
    }
    for i in 0..2 * W {
        if pass.sums[i] <= 0.0 || pass.sums[i] >= 1.0 {
            input_grads[i] = 0.0;
        }
        gradient[BIAS0 + i] += input_grads[i];
    }
    for &(feature, count) in example.features {
        let (side, pcode) = (feature as usize / PCODES, feature as usize % PCODES);
        let grads = &input_grads[side * W..(side + 1) * W];
        let at = ROWS + (example.tables[side] + pcode) * W;
        let row = &mut gradient[at..at + W];
        for (r, &a) in row.iter_mut().zip(grads) {
            *r += a * count as f32;
        }
    }
    loss
}

fn examples<'a>(
    set: &[&'a Sample],
    hand_scale: f64,
    target: &dyn Fn(&Sample) -> f64,
) -> Vec<Example<'a>> {
    set.iter()
        .map(|s| Example {
            features: &s.features,
            tables: tables(s.set),
            hand: (s.hand as f64 / hand_scale) as f32,
            target: target(s) as f32,
        })
        .collect()
}

fn mean_loss(p: &[f32], examples: &[Example]) -> f64 {
    let total: f64 = examples
        .iter()
        .map(|e| cross_entropy(sigmoid(forward(p, e).logit as f64), e.target as f64))
        .sum();
    total / examples.len().max(1) as f64
}

/// The starting weights: small rows and output, a first layer scaled to its fan-in.
fn initial(seed: u64) -> Vec<f32> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut uniform = |limit: f32| (rng.random::<f32>() * 2.0 - 1.0) * limit;
    let mut p = vec![0f32; PARAMETERS];
    // The second table last, so a freestyle network starts where it did before renju's
    // networks had a second table.
    let second = ROWS + PCODES * W;
    for w in &mut p[ROWS..second] {
        *w = uniform(0.017);
    }
    for w in &mut p[WEIGHTS1..BIAS1] {
        *w = uniform(0.2165);
    }
    for w in &mut p[WEIGHTS2..BIAS2] {
        *w = uniform(0.017);
    }
    for w in &mut p[second..BIAS0] {
        *w = uniform(0.017);
    }
    p
}

/// The flat parameters of a network file's weights: the inverse of [`to_float`] (the output
/// back in logits at the data's scale `scale`). Refused when the file's tables are not the
/// ones this family of rules trains.
fn from_float(net: &NetFloat, scale: f64, colours: usize) -> Result<Vec<f32>, TuneError> {
    if net.rows.len() != colours * PCODES {
        return Err(TuneError::Net(format!(
            "the starting network has {} tables of rows; this rule's has {colours}",
            net.rows.len() / PCODES
        )));
    }
    let k = scale as f32;
    let mut p = vec![0f32; PARAMETERS];
    for (pcode, row) in net.rows.iter().enumerate() {
        p[ROWS + pcode * W..ROWS + (pcode + 1) * W].copy_from_slice(row);
    }
    p[BIAS0..BIAS0 + 2 * W].copy_from_slice(&net.bias0);
    for (j, unit) in net.weights1.iter().enumerate() {
        p[WEIGHTS1 + j * 2 * W..WEIGHTS1 + (j + 1) * 2 * W].copy_from_slice(unit);
    }
    p[BIAS1..BIAS1 + H].copy_from_slice(&net.bias1);
    for j in 0..H {
        p[WEIGHTS2 + j] = net.weights2[j] / k;
    }
    p[BIAS2] = net.bias2 / k;
    Ok(p)
}

/// Where the side to move's rows and the opponent's start, by the position's weight set:
/// freestyle's one table for both, renju's black's (0) and white's (`PCODES`).
fn tables(set: SetId) -> [usize; 2] {
    match set {
        SetId::Freestyle => [0, 0],
        SetId::RenjuBlack => [0, PCODES],
        SetId::RenjuWhite => [PCODES, 0],
    }
}

/// The family of rules a weight set's positions belong to.
fn family(set: SetId) -> HandSet {
    match set {
        SetId::Freestyle => HandSet::Freestyle,
        SetId::RenjuBlack | SetId::RenjuWhite => HandSet::Renju,
    }
}

/// The colour index of the side to move (0 black), as the engine's network reads it.
fn mover(set: SetId) -> usize {
    usize::from(set == SetId::RenjuWhite)
}

/// The network in the engine's form, the output turned from logits into evaluation units.
fn to_float(p: &[f32], scale: f64, colours: usize) -> NetFloat {
    let k = scale as f32;
    NetFloat {
        rows: (0..colours * PCODES)
            .map(|pcode| {
                let mut row = [0f32; W];
                row.copy_from_slice(&p[ROWS + pcode * W..ROWS + (pcode + 1) * W]);
                row
            })
            .collect(),
        bias0: std::array::from_fn(|i| p[BIAS0 + i]),
        weights1: std::array::from_fn(|j| std::array::from_fn(|i| p[WEIGHTS1 + j * 2 * W + i])),
        bias1: std::array::from_fn(|j| p[BIAS1 + j]),
        weights2: std::array::from_fn(|j| p[WEIGHTS2 + j] * k),
        bias2: p[BIAS2] * k,
    }
}

/// Loads the data, trains, writes the network file (through a temporary file renamed into
/// place) and reports the losses.
pub fn train_net(config: &NetConfig) -> Result<NetReport, TuneError> {
    let started = Instant::now();
    // The starting network first, so a bad file is refused before the data is read.
    let start = match &config.init {
        Some(path) => Some(
            std::fs::read(path)
                .map_err(|error| error.to_string())
                .and_then(|bytes| NetModel::from_bytes(&bytes))
                .map_err(|error| TuneError::Net(format!("{}: {error}", path.display())))?,
        ),
        None => None,
    };
    let samples: Vec<Sample> = load_samples(&config.inputs)
        .map_err(TuneError::Data)?
        .into_iter()
        .filter(|s| family(s.set) == config.set)
        .collect();
    let every = config.holdout_every;
    let (held, train): (Vec<&Sample>, Vec<&Sample>) = samples
        .iter()
        .partition(|s| every > 0 && s.game % every == every - 1);
    if train.is_empty() {
        return Err(TuneError::NoData);
    }
    let target = |s: &Sample| {
        config.lambda * s.result as f64
            + (1.0 - config.lambda) * sigmoid(s.score as f64 / config.score_scale)
    };
    let hand_scale = fit_hand_scale_at(&train, |s| target(s));
    let train_examples = examples(&train, hand_scale, &target);
    let held_examples = examples(&held, hand_scale, &target);
    let hand_held_out_loss = held_examples
        .iter()
        .map(|e| cross_entropy(sigmoid(e.hand as f64), e.target as f64))
        .sum::<f64>()
        / held_examples.len().max(1) as f64;
    if config.verbose {
        eprintln!(
            "{} training and {} held-out positions; hand-set evaluation: K = {hand_scale:.0}, \
             held-out loss {hand_held_out_loss:.5}",
            train_examples.len(),
            held_examples.len()
        );
    }
    let colours = if config.set.by_colour() { 2 } else { 1 };
    let mut p = match &start {
        Some(model) => from_float(&model.to_float(), hand_scale, colours)?,
        None => initial(config.seed),
    };
    let (mut m, mut v) = (vec![0f32; PARAMETERS], vec![0f32; PARAMETERS]);
    let mut rng = StdRng::seed_from_u64(config.seed.wrapping_add(1));
    let mut order: Vec<usize> = (0..train_examples.len()).collect();
    let mut epochs = Vec::new();
    let mut step = 0;
    let batch = config.batch.max(2);
    for epoch in 0..config.epochs {
        let fraction = epoch as f64 / (config.epochs.max(2) - 1) as f64;
        let rate = (config.learning_rate * (1.0 - 0.9 * fraction)) as f32;
        order.shuffle(&mut rng);
        let mut train_loss = 0.0;
        for chunk in order.chunks(batch) {
            let scale = 1.0 / chunk.len() as f32;
            let (first, second) = chunk.split_at(chunk.len() / 2);
            let half = |indices: &[usize]| {
                let mut gradient = vec![0f32; PARAMETERS];
                let loss: f64 = indices
                    .iter()
                    .map(|&i| backward(&p, &train_examples[i], scale, &mut gradient))
                    .sum();
                (gradient, loss)
            };
            let ((mut gradient, loss_a), (other, loss_b)) = std::thread::scope(|scope| {
                let worker = scope.spawn(|| half(second));
                let mine = half(first);
                (mine, worker.join().expect("gradient thread"))
            });
            for (g, o) in gradient.iter_mut().zip(&other) {
                *g += o;
            }
            train_loss += loss_a + loss_b;
            step += 1;
            let (correct1, correct2) = (1.0 - 0.9f32.powi(step), 1.0 - 0.999f32.powi(step));
            for i in 0..PARAMETERS {
                let g = gradient[i];
                m[i] = 0.9 * m[i] + 0.1 * g;
                v[i] = 0.999 * v[i] + 0.001 * g * g;
                p[i] -= rate * (m[i] / correct1) / ((v[i] / correct2).sqrt() + 1e-8);
            }
        }
        let losses = (
            train_loss / train_examples.len() as f64,
            mean_loss(&p, &held_examples),
        );
        if config.verbose {
            eprintln!(
                "epoch {:>2}/{}: train {:.5}, held-out {:.5} ({:.0} s)",
                epoch + 1,
                config.epochs,
                losses.0,
                losses.1,
                started.elapsed().as_secs_f64()
            );
        }
        epochs.push(losses);
    }
    let bytes = to_float(&p, hand_scale, colours)
        .to_bytes()
        .map_err(TuneError::Net)?;
    let model = NetModel::from_bytes(&bytes).map_err(TuneError::Net)?;
    let quantised_held_out_loss = held
        .iter()
        .map(|s| {
            let eval =
                (s.hand + model.value_of_counts(&s.features, mover(s.set))).clamp(-20_000, 20_000);
            cross_entropy(sigmoid(eval as f64 / hand_scale), target(s))
        })
        .sum::<f64>()
        / held.len().max(1) as f64;
    let mut temporary = config.out.as_os_str().to_owned();
    temporary.push(".tmp");
    std::fs::write(&temporary, &bytes)
        .and_then(|()| std::fs::rename(&temporary, &config.out))
        .map_err(|error| TuneError::Net(format!("{}: {error}", config.out.display())))?;
    Ok(NetReport {
        train_positions: train_examples.len(),
        held_out_positions: held_examples.len(),
        hand_scale,
        hand_held_out_loss,
        epochs,
        quantised_held_out_loss,
        seconds: started.elapsed().as_secs_f64(),
    })
}
