//! `gomoku-tune`: fits the learned evaluation's weights to `gomoku-datagen` files.
//!
//! ```text
//! gomoku-tune --out engine/weights/eval.bin [--lambda 0.5] [--score-scale 400] [--epochs 20] [--lr 2] [--l2 1e-4]
//!     [--batch 256] [--seed 1] [--holdout-every 10] DATA...
//! ```
//! Prints the training and held-out loss after every epoch, and the held-out loss of the
//! hand-set evaluation for comparison. See `gomoku_engine::tune`.

use std::path::PathBuf;

use gomoku_engine::tune::{TuneConfig, run};

fn usage() -> ! {
    eprintln!(
        "usage: gomoku-tune --out FILE [--lambda L] [--score-scale K] [--epochs N] [--lr R] [--l2 X] [--batch N] \
         [--seed S] [--holdout-every N] DATA..."
    );
    std::process::exit(2)
}

fn parse() -> Result<TuneConfig, String> {
    let mut config = TuneConfig {
        verbose: true,
        ..TuneConfig::default()
    };
    let mut out = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        let real = |text: String| {
            text.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| format!("not a number: {text}"))
        };
        let whole = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("not a whole number: {text}"))
        };
        match arg.as_str() {
            "--out" => out = Some(PathBuf::from(value()?)),
            "--lambda" => config.lambda = real(value()?)?.clamp(0.0, 1.0),
            "--score-scale" => {
                config.score_scale = real(value()?)?.abs().max(1.0);
            }
            "--epochs" => config.epochs = whole(value()?)? as usize,
            "--lr" => config.learning_rate = real(value()?)?.abs(),
            "--l2" => config.l2 = real(value()?)?.abs(),
            "--batch" => config.batch = (whole(value()?)? as usize).max(1),
            "--seed" => config.seed = whole(value()?)?,
            "--holdout-every" => config.holdout_every = whole(value()?)?,
            "--help" | "-h" => usage(),
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ => config.inputs.push(PathBuf::from(arg)),
        }
    }
    config.out = out.ok_or("give the weights file to write with --out FILE")?;
    if config.inputs.is_empty() {
        return Err("give at least one data file".into());
    }
    Ok(config)
}

fn main() {
    let config = match parse() {
        Ok(config) => config,
        Err(message) => {
            eprintln!("gomoku-tune: {message}");
            usage()
        }
    };
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
