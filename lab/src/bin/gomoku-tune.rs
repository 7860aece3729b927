//! `gomoku-tune`: fits the learned evaluation's weights to `gomoku-datagen` files, or with
//! `--hand` the hand-set evaluation's numbers.
//!
//! ```text
//! gomoku-tune --out engine/weights/eval.bin [--lambda 0.5] [--score-scale 400] [--epochs 20] [--lr 2] [--l2 1e-4]
//!     [--batch 256] [--seed 1] [--holdout-every 10] DATA...
//! gomoku-tune --hand [--threats | --only-threats] [--steps 2000] [--lambda 0.5] [--score-scale 840] [--holdout-every 10] DATA...
//! gomoku-tune --order [--steps 300] [--lr 0.02] [--l2 1e-6] [--holdout-every 10] DATA...
//! gomoku-tune --net [freestyle|renju] --out engine/weights/net-freestyle.bin --lambda 0.2
//!     --score-scale 840 --epochs 10 --lr 0.003 --batch 1024 [--seed 1] [--holdout-every 10] [--init FILE] DATA...
//! ```
//! Prints the training and held-out loss after every epoch, and the held-out loss of the
//! hand-set evaluation for comparison; `--hand` prints the fitted tables as Rust, ready for
//! `engine/src/eval/mod.rs`, one set for each family of rules in the data (freestyle, standard
//! and caro share one; renju's has black's and white's numbers apart); `--order` fits the move
//! ordering's table to the moves the search chose and prints it as Rust, an `OrderTable` of
//! `engine/src/search/order_table.rs`; `--net` trains freestyle's or renju's evaluation network
//! (a correction to the hand-set evaluation) and writes its file. See `gomoku_lab::tune`.
//! `--help` lists the options, `--version` prints the version; a bad option exits with status 2.

use std::path::PathBuf;

use clap::Parser;
use gomoku_engine::eval::{HAND_BEFORE_FIT, HandSet};
use gomoku_lab::tune::hand::{HandReport, rust_source, tune_hand};
use gomoku_lab::tune::net::{NetConfig, train_net};
use gomoku_lab::tune::order::{OrderConfig, OrderMetrics, order_rust_source, tune_order};
use gomoku_lab::tune::{TuneConfig, TuneError, run};

/// Fits the learned evaluation's weights to gomoku-datagen files; prints the training and
/// held-out loss after every epoch, and the held-out loss of the hand-set evaluation.
#[derive(Parser, Debug)]
#[command(
    name = "gomoku-tune",
    version,
    args_override_self = true,
    allow_negative_numbers = true
)]
struct Args {
    /// The weights file to write
    #[arg(long, value_name = "FILE", required_unless_present_any = ["hand", "order"])]
    out: Option<PathBuf>,
    /// Fit the move ordering's table to the moves the search chose (the data's `best` field),
    /// from the hand-set one, and print it as Rust (--steps, --lr in logits, --l2 towards the
    /// hand-set table; defaults 300, 0.02, 1e-6)
    #[arg(long, conflicts_with_all = ["out", "hand"])]
    order: bool,
    /// Train the evaluation network of a family of rules, freestyle (the default) or renju,
    /// on the data's positions of those rules (a correction to the hand-set evaluation) and
    /// write it to --out (--epochs, --lr, --batch; give --lambda 0.2 --score-scale 840 for data
    /// played by the hand-set evaluation)
    #[arg(long, value_name = "RULES", num_args = 0..=1, default_missing_value = "freestyle",
          value_parser = ["freestyle", "renju"], conflicts_with_all = ["hand", "order"],
          requires = "out")]
    net: Option<String>,
    /// Fit the hand-set evaluation's numbers instead (from the ones set by hand before any fit;
    /// use the data's score scale, about 840 for the hand-set evaluation) and print them
    #[arg(long, conflicts_with = "out")]
    hand: bool,
    /// With --hand: fit the threat values too (a value for each combination of the kinds of
    /// threat the two sides have), printed as Rust for engine/src/eval/threat_mask.rs
    #[arg(long, requires = "hand")]
    threats: bool,
    /// With --hand: fit the threat values only, starting from the engine's shipped tables and
    /// keeping every other number as it is
    #[arg(long, requires = "hand")]
    only_threats: bool,
    /// With --hand or --order: full-batch steps (2000 for --hand, 300 for --order)
    #[arg(long, value_name = "N")]
    steps: Option<usize>,
    /// Weight of the game result in the target, the rest is the search score's (0 to 1)
    #[arg(long, value_name = "L", value_parser = finite, allow_hyphen_values = true,
          default_value_t = TuneConfig::default().lambda)]
    lambda: f64,
    /// The data's score units: a score's win probability is sigmoid(score / K) (at least 1)
    #[arg(long, value_name = "K", value_parser = finite, allow_hyphen_values = true,
          default_value_t = TuneConfig::default().score_scale)]
    score_scale: f64,
    /// Passes over the training data
    #[arg(long, value_name = "N", default_value_t = TuneConfig::default().epochs)]
    epochs: usize,
    /// Adam's step, in evaluation units (decays linearly to a tenth over the epochs)
    #[arg(long, value_name = "R", value_parser = finite, allow_hyphen_values = true)]
    lr: Option<f64>,
    /// L2 penalty on the weights, in logit units (weight / 400)
    #[arg(long, value_name = "X", value_parser = finite, allow_hyphen_values = true)]
    l2: Option<f64>,
    /// Positions per step (at least 1)
    #[arg(long, value_name = "N", default_value_t = TuneConfig::default().batch)]
    batch: usize,
    /// Seed of the shuffle
    #[arg(long, value_name = "S", default_value_t = TuneConfig::default().seed)]
    seed: u64,
    /// Hold out one game in N (0: none)
    #[arg(long, value_name = "N", default_value_t = TuneConfig::default().holdout_every)]
    holdout_every: u64,
    /// With --net: a network file to continue training (a shipped network and new data) instead
    /// of starting from small random weights
    #[arg(long, value_name = "FILE")]
    init: Option<PathBuf>,
    /// gomoku-datagen files to fit
    #[arg(value_name = "DATA", required = true)]
    inputs: Vec<PathBuf>,
}

/// A finite real number.
fn finite(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite())
        .ok_or_else(|| format!("not a number: {text}"))
}

/// The fit's settings from the options, with their ranges enforced.
fn configure(args: Args) -> TuneConfig {
    TuneConfig {
        inputs: args.inputs,
        out: args.out.unwrap_or_default(),
        lambda: args.lambda.clamp(0.0, 1.0),
        score_scale: args.score_scale.abs().max(1.0),
        epochs: args.epochs,
        learning_rate: args.lr.unwrap_or(TuneConfig::default().learning_rate).abs(),
        l2: args.l2.unwrap_or(TuneConfig::default().l2).abs(),
        batch: args.batch.max(1),
        seed: args.seed,
        holdout_every: args.holdout_every,
        verbose: true,
        threats: args.threats,
        only_threats: args.only_threats,
    }
}

fn report_hand(report: &HandReport) {
    eprintln!(
        "gomoku-tune --hand, {:?}: {} training and {} held-out positions in {:.1} s; loss \
         before: train {:.5}, held-out {:.5}; fitted: train {:.5}, held-out {:.5} (the engine's \
         tables now: held-out {:.5})",
        report.set,
        report.train_positions,
        report.held_out_positions,
        report.seconds,
        report.initial_train_loss,
        report.initial_held_out_loss,
        report.train_loss,
        report.held_out_loss,
        report.shipped_held_out_loss
    );
    eprintln!("kept at their starting values: {}", report.kept.join(", "));
    if report.threat_values_fitted > 0 {
        eprintln!("threat values fitted: {}", report.threat_values_fitted);
    }
    print!("{}", rust_source(report.set, &report.tables));
}

/// Fits every set that the data has positions for; fails when it has none.
fn fit_hand(config: &TuneConfig, steps: usize) -> Result<(), TuneError> {
    let mut fitted = 0;
    for set in [HandSet::Freestyle, HandSet::Renju] {
        let start = if config.only_threats {
            set.tables()
        } else {
            &HAND_BEFORE_FIT
        };
        match tune_hand(config, set, start, steps) {
            Ok(report) => {
                report_hand(&report);
                fitted += 1;
            }
            Err(TuneError::NoData) => {}
            Err(error) => return Err(error),
        }
    }
    if fitted == 0 {
        return Err(TuneError::NoData);
    }
    Ok(())
}

/// Fits the move ordering's tables and prints them.
fn fit_order(args: &Args) -> Result<(), TuneError> {
    let defaults = OrderConfig::default();
    let config = OrderConfig {
        inputs: args.inputs.clone(),
        steps: args.steps.unwrap_or(defaults.steps),
        learning_rate: args.lr.unwrap_or(defaults.learning_rate).abs(),
        l2: args.l2.unwrap_or(defaults.l2).abs(),
        holdout_every: args.holdout_every,
        verbose: true,
    };
    for report in tune_order(&config)? {
        let line = |m: &OrderMetrics| {
            format!(
                "loss {:.4}, top-1 {:.1} %, top-4 {:.1} %",
                m.loss,
                100.0 * m.top1,
                100.0 * m.top4
            )
        };
        eprintln!(
            "gomoku-tune --order, {}: {} training and {} held-out positions in {:.1} s, {} values \
             fitted, {:.1} units per nat\n  hand-set: train {}; held-out {}\n  fitted:   train \
             {}; held-out {} (the engine orders by the hand-set table)",
            report.set.name(),
            report.train_positions,
            report.held_out_positions,
            report.seconds,
            report.values_fitted,
            report.scale,
            line(&report.hand_train),
            line(&report.hand_held_out),
            line(&report.fitted_train),
            line(&report.fitted_held_out),
        );
        print!("{}", order_rust_source(report.set, &report.table));
    }
    Ok(())
}

/// Trains the evaluation network and writes it.
fn fit_net(args: &Args) -> Result<(), TuneError> {
    let defaults = NetConfig::default();
    let set = match args.net.as_deref() {
        Some("renju") => HandSet::Renju,
        _ => HandSet::Freestyle,
    };
    let config = NetConfig {
        set,
        inputs: args.inputs.clone(),
        out: args.out.clone().unwrap_or(defaults.out),
        lambda: args.lambda.clamp(0.0, 1.0),
        score_scale: args.score_scale.abs().max(1.0),
        epochs: args.epochs,
        learning_rate: args.lr.unwrap_or(defaults.learning_rate).abs(),
        batch: args.batch.max(2),
        seed: args.seed,
        holdout_every: args.holdout_every,
        init: args.init.clone(),
        verbose: true,
    };
    let report = train_net(&config)?;
    let last = report.epochs.last().map_or(f64::NAN, |e| e.1);
    eprintln!(
        "gomoku-tune --net: {} training and {} held-out positions in {:.0} s; held-out loss: \
         hand-set evaluation {:.5} (K = {:.0}), with the network {:.5} (quantised as written: \
         {:.5}); written to {}",
        report.train_positions,
        report.held_out_positions,
        report.seconds,
        report.hand_held_out_loss,
        report.hand_scale,
        last,
        report.quantised_held_out_loss,
        config.out.display()
    );
    Ok(())
}

fn main() {
    let args = Args::parse();
    if args.net.is_some() {
        if let Err(error) = fit_net(&args) {
            eprintln!("gomoku-tune: {error}");
            std::process::exit(1)
        }
        return;
    }
    if args.order {
        if let Err(error) = fit_order(&args) {
            eprintln!("gomoku-tune: {error}");
            std::process::exit(1)
        }
        return;
    }
    let (hand, steps) = (args.hand, args.steps.unwrap_or(2000));
    let config = configure(args);
    if hand {
        if let Err(error) = fit_hand(&config, steps) {
            eprintln!("gomoku-tune: {error}");
            std::process::exit(1)
        }
        return;
    }
    match run(&config) {
        Ok(report) => {
            for set in &report.sets {
                let (train, held_out) = set
                    .epochs
                    .last()
                    .copied()
                    .unwrap_or((set.initial_train_loss, set.initial_held_out_loss));
                eprintln!(
                    "{}: learned held-out loss {held_out:.5} (train {train:.5}), hand-set {:.5} \
                     (K = {:.0}), untrained {:.5}",
                    set.set.name(),
                    set.hand_held_out_loss,
                    set.hand_scale,
                    set.initial_held_out_loss
                );
            }
            eprintln!(
                "gomoku-tune: {} positions, loaded in {:.1} s, trained in {:.1} s; weights written to {}",
                report.positions,
                report.load_seconds,
                report.train_seconds,
                config.out.display()
            );
        }
        Err(error) => {
            eprintln!("gomoku-tune: {error}");
            std::process::exit(1)
        }
    }
}
