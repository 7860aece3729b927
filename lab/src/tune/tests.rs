//! The trainer on a small synthetic data set: random positions labelled by the hand-set
//! evaluation, which the pattern features can express.

use gomoku_engine::board::Board;
use gomoku_engine::eval::{HandSet, LEARNED_TO_SEARCH_UNITS, load_weights};
use gomoku_engine::internals::{Position, evaluate, hand_evaluate, leaked_view};
use gomoku_engine::point::Point;
use gomoku_engine::rules::Rule;

use super::*;
use crate::datagen::{DATA_BOARD, DataSettings, Record};

fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Random stones near the centre; every third position from ply 6 is labelled by the sign of
/// the hand-set evaluation.
fn synthetic_records(rule: Rule, games: u64) -> Vec<Record> {
    let mut state = 0x2545_F491_4F6C_DD1D;
    let center = DATA_BOARD.center();
    let mut records = Vec::new();
    for game in 0..games {
        let mut board = Board::new(DATA_BOARD);
        let mut moves = Vec::new();
        let plies = 10 + next(&mut state) % 20;
        while (moves.len() as u64) < plies {
            let dx = (next(&mut state) % 9) as i64 - 4;
            let dy = (next(&mut state) % 9) as i64 - 4;
            let point = Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy).unwrap();
            if board.play(point).is_ok() {
                moves.push(point);
            }
            if moves.len() >= 6 && moves.len() % 3 == 0 {
                let position = Position::with_learned(&board, rule, None);
                let score = hand_evaluate(&position, 100, 100).clamp(-5000, 5000);
                records.push(Record {
                    rule,
                    moves: moves.clone(),
                    result: if score > 0 { 1.0 } else { 0.0 },
                    score,
                    game,
                    best: None,
                });
            }
        }
    }
    records
}

fn write_data(path: &std::path::Path, rule: Rule, games: u64) {
    write_relabelled_data(path, rule, games, |_| {});
}

/// Like [`write_data`], with each record's labels changed by `relabel` first.
fn write_relabelled_data(
    path: &std::path::Path,
    rule: Rule,
    games: u64,
    relabel: impl Fn(&mut Record),
) {
    let settings = DataSettings {
        rule,
        nodes: 1,
        seed: 0,
        random_plies: 0,
        balanced: 0,
        eval: gomoku_engine::eval::EvalKind::Hand,
        leaves: Default::default(),
    };
    let mut text = settings.header();
    for mut record in synthetic_records(rule, games) {
        relabel(&mut record);
        text += &(record.to_line() + "\n");
    }
    std::fs::write(path, text).unwrap();
}

fn config(dir: &std::path::Path, out: &str) -> TuneConfig {
    TuneConfig {
        inputs: vec![dir.join("data.tsv")],
        out: dir.join(out),
        epochs: 6,
        learning_rate: 4.0,
        batch: 64,
        holdout_every: 5,
        ..TuneConfig::default()
    }
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gomoku-tune-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn training_lowers_the_loss_and_writes_loadable_deterministic_weights() {
    let dir = scratch("fit");
    write_data(&dir.join("data.tsv"), Rule::Renju, 60);
    let report = run(&config(&dir, "a.bin")).unwrap();
    assert_eq!(report.sets.len(), 2, "renju black and white to move");
    for set in &report.sets {
        let (train, held_out) = *set.epochs.last().unwrap();
        assert!(train < set.initial_train_loss * 0.9, "{set:?}");
        assert!(held_out < set.initial_held_out_loss, "{set:?}");
        assert!(set.hand_scale > 10.0 && set.hand_held_out_loss.is_finite());
    }
    let weights = load_weights(dir.join("a.bin")).unwrap();
    assert!(weights.sets[SetId::Freestyle as usize].is_none());
    assert!(weights.resolve(SetId::RenjuBlack).is_some());

    // Same data and seed: the same bytes.
    run(&config(&dir, "b.bin")).unwrap();
    let (a, b) = (
        std::fs::read(dir.join("a.bin")).unwrap(),
        std::fs::read(dir.join("b.bin")).unwrap(),
    );
    assert_eq!(a, b);

    // The engine's incremental evaluation is the trainer's model, up to rounding.
    let view = leaked_view(&weights, Rule::Renju);
    for record in synthetic_records(Rule::Renju, 5) {
        let sample = data::sample_of(&record).unwrap();
        let set = weights.resolve(sample.set).unwrap();
        let model = Model {
            bias: set.bias as f64,
            weights: set.own.iter().chain(&set.opp).map(|&w| w as f64).collect(),
        };
        let mut board = Board::new(DATA_BOARD);
        for &point in &record.moves {
            board.play(point).unwrap();
        }
        let position = Position::with_learned(&board, Rule::Renju, Some(view));
        // The engine reports in the search's units.
        let engine = evaluate(&position, 100, 100) as f64 / LEARNED_TO_SEARCH_UNITS as f64;
        assert!(
            (engine - model.eval(&sample)).abs() < 2.0,
            "{engine} {}",
            model.eval(&sample)
        );
    }

    // A truncated weights file is refused.
    std::fs::write(dir.join("cut.bin"), &a[..a.len() - 10]).unwrap();
    let error = load_weights(dir.join("cut.bin")).unwrap_err().to_string();
    assert!(error.contains("truncated"), "{error}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_inputs_are_errors() {
    let dir = scratch("bad");
    std::fs::write(dir.join("data.tsv"), "# gomoku-datagen 1 rule=freestyle\n").unwrap();
    let error = run(&config(&dir, "x.bin")).unwrap_err().to_string();
    assert!(error.contains("missing settings"), "{error}");
    let mut missing = config(&dir, "x.bin");
    missing.inputs = vec![dir.join("nowhere.tsv")];
    assert!(
        run(&missing)
            .unwrap_err()
            .to_string()
            .contains("nowhere.tsv")
    );
    write_data(&dir.join("data.tsv"), Rule::Freestyle, 0);
    assert!(matches!(
        run(&config(&dir, "x.bin")),
        Err(TuneError::NoData)
    ));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_hand_fit_counts_reproduce_the_engine_and_the_fit_lowers_the_loss() {
    // The fit's linear model is the engine's hand-set evaluation, exactly.
    for rule in [Rule::Freestyle, Rule::Renju] {
        for record in synthetic_records(rule, 20) {
            let (model, engine) = hand::model_and_engine(rule, &record.moves);
            assert_eq!(model.clamp(-20_000.0, 20_000.0), engine as f64, "{rule:?}");
        }
    }
    // Labels from the engine's tables; the fit starts from the older ones and moves towards
    // them, the same way twice.
    let dir = scratch("hand");
    write_data(&dir.join("data.tsv"), Rule::Freestyle, 300);
    let config = TuneConfig {
        score_scale: 840.0,
        ..config(&dir, "unused.bin")
    };
    let start = gomoku_engine::eval::HAND_BEFORE_FIT;
    let report = hand::tune_hand(&config, HandSet::Freestyle, &start, 300).unwrap();
    assert!(report.train_positions > 1000 && report.held_out_positions > 100);
    assert!(
        report.train_loss < report.initial_train_loss * 0.95,
        "{report:?}"
    );
    assert!(
        report.held_out_loss < report.initial_held_out_loss,
        "{report:?}"
    );
    assert_eq!(
        report.tables.own[0][12], start.own[0][12],
        "a five is never fitted"
    );
    assert!(report.kept.iter().any(|name| name == "own Five"));
    assert_ne!(report.tables, start);
    assert_eq!(
        hand::tune_hand(&config, HandSet::Freestyle, &start, 300)
            .unwrap()
            .tables,
        report.tables
    );

    let mut missing = config.clone();
    missing.inputs = vec![dir.join("nowhere.tsv")];
    let error = hand::tune_hand(&missing, HandSet::Freestyle, &start, 10)
        .unwrap_err()
        .to_string();
    assert!(error.contains("nowhere.tsv"), "{error}");
    write_data(&dir.join("data.tsv"), Rule::Freestyle, 0);
    assert!(matches!(
        hand::tune_hand(&config, HandSet::Freestyle, &start, 10),
        Err(TuneError::NoData)
    ));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_threat_values_are_fitted_on_request_and_printed_for_the_engine() {
    let dir = scratch("hand-threats");
    write_data(&dir.join("data.tsv"), Rule::Freestyle, 300);
    let plain = TuneConfig {
        score_scale: 840.0,
        ..config(&dir, "unused.bin")
    };
    let with_threats = TuneConfig {
        threats: true,
        ..plain.clone()
    };
    let start = gomoku_engine::eval::HAND_BEFORE_FIT;
    let without = hand::tune_hand(&plain, HandSet::Freestyle, &start, 300).unwrap();
    assert_eq!(without.threat_values_fitted, 0);
    assert_eq!(without.tables.threat, [None, None]);
    let report = hand::tune_hand(&with_threats, HandSet::Freestyle, &start, 300).unwrap();
    assert!(report.threat_values_fitted > 0, "{report:?}");
    // More freedom fits the training positions at least as well.
    assert!(report.train_loss <= without.train_loss + 1e-4, "{report:?}");
    let table = report.tables.threat[0].expect("fitted threat values");
    assert_eq!(report.tables.threat[1], Some(table));
    assert_eq!(table[0], 0, "the empty mask is the tempo's business");
    let source = hand::rust_source(HandSet::Freestyle, &report.tables);
    assert!(
        source.contains(").with_threats(&THREAT_FREESTYLE);")
            && source.contains("pub const THREAT_FREESTYLE: ThreatTable = ["),
        "{source}"
    );
    // Fitting the threat values alone keeps every other number.
    let only = TuneConfig {
        only_threats: true,
        ..plain.clone()
    };
    let shipped = HandSet::Freestyle.tables();
    let alone = hand::tune_hand(&only, HandSet::Freestyle, shipped, 300).unwrap();
    assert!(alone.threat_values_fitted > 0, "{alone:?}");
    assert_eq!(
        (
            alone.tables.pattern,
            alone.tables.own,
            alone.tables.their,
            alone.tables.tempo
        ),
        (shipped.pattern, shipped.own, shipped.their, shipped.tempo)
    );
    assert!(
        alone.train_loss <= alone.initial_train_loss + 1e-4,
        "{alone:?}"
    );
    let values = source
        .split("ThreatTable = [")
        .nth(1)
        .unwrap()
        .split(']')
        .next()
        .unwrap()
        .split(',')
        .filter(|v| !v.trim().is_empty());
    assert_eq!(values.count(), gomoku_engine::eval::THREAT_MASKS);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_renju_fit_tells_the_colours_apart_and_takes_renju_positions_only() {
    // Black to move always wins, white to move always loses: a fit that keeps the colours
    // apart learns that, one that shares their numbers (the same positions as freestyle) can't.
    let dir = scratch("hand-renju");
    let write = |rule: Rule| {
        write_relabelled_data(&dir.join("data.tsv"), rule, 300, |record| {
            let black_to_move = record.moves.len() % 2 == 0;
            record.result = if black_to_move { 1.0 } else { 0.0 };
            record.score = if black_to_move { 800 } else { -800 };
        });
    };
    let config = TuneConfig {
        score_scale: 840.0,
        ..config(&dir, "unused.bin")
    };
    let start = gomoku_engine::eval::HAND_BEFORE_FIT;
    write(Rule::Renju);
    let renju = hand::tune_hand(&config, HandSet::Renju, &start, 300).unwrap();
    assert_eq!(renju.set, HandSet::Renju);
    assert_ne!(renju.tables.tempo[0], renju.tables.tempo[1]);
    assert!(
        renju
            .kept
            .iter()
            .any(|name| name == "own Five (white to move)"),
        "{:?}",
        renju.kept
    );
    assert!(matches!(
        hand::tune_hand(&config, HandSet::Freestyle, &start, 10),
        Err(TuneError::NoData)
    ));
    write(Rule::Freestyle);
    let shared = hand::tune_hand(&config, HandSet::Freestyle, &start, 300).unwrap();
    assert_eq!(shared.tables.pattern[0], shared.tables.pattern[1]);
    assert_eq!(shared.tables.own[0], shared.tables.own[1]);
    assert!(
        renju.train_loss < shared.train_loss - 0.05,
        "by colour {renju:?}, shared {shared:?}"
    );
    assert!(matches!(
        hand::tune_hand(&config, HandSet::Renju, &start, 10),
        Err(TuneError::NoData)
    ));
    std::fs::remove_dir_all(&dir).ok();
}

/// The hand fit prints each set as the engine's constant of that set, by name and value.
#[test]
fn the_printed_constants_are_the_engines() {
    let source = include_str!("../../../engine/src/eval/mod.rs");
    for set in [HandSet::Freestyle, HandSet::Renju] {
        let name = hand::constant_name(set);
        assert!(
            source.contains(&format!("pub const {name}: HandTables")),
            "{name} is not in the engine"
        );
        assert!(hand::rust_source(set, set.tables()).starts_with(&format!("pub const {name}:")));
    }
}

/// The legal candidate with the least for the side to move (lowest pattern value, first in
/// scan order): an ordering the hand-set table gets wrong, which the pcodes can express.
fn least_promising(record: &Record) -> Option<Point> {
    let board = crate::datagen::replay(&record.moves).unwrap();
    let position = Position::with_learned(&board, record.rule, None);
    let me = board.side_to_move();
    position
        .candidates()
        .filter(|&p| position.is_legal(p))
        .min_by_key(|&p| position.pattern_value(p, me))
}

#[test]
fn the_order_fit_learns_which_moves_are_chosen_and_prints_a_whole_table() {
    use order::{OrderConfig, order_rust_source, tune_order};
    let dir = scratch("order");
    write_relabelled_data(&dir.join("data.tsv"), Rule::Freestyle, 80, |record| {
        record.best = least_promising(record);
    });
    let config = OrderConfig {
        inputs: vec![dir.join("data.tsv")],
        steps: 150,
        learning_rate: 0.1,
        holdout_every: 5,
        ..OrderConfig::default()
    };
    let reports = tune_order(&config).unwrap();
    assert_eq!(reports.len(), 1);
    let report = &reports[0];
    assert_eq!(report.set, SetId::Freestyle);
    assert!(report.held_out_positions > 0 && report.values_fitted > 0);
    assert!(
        report.fitted_train.loss < report.hand_train.loss * 0.8,
        "{report:?}"
    );
    assert!(
        report.fitted_held_out.top1 > report.hand_held_out.top1 + 0.2,
        "{report:?}"
    );
    // Deterministic.
    assert_eq!(tune_order(&config).unwrap()[0].table, report.table);
    // The printed constant holds both tables whole, under the engine's name.
    let source = order_rust_source(report.set, &report.table);
    assert!(source.contains("pub const ORDER_FREESTYLE: OrderTable"));
    let numbers = source
        .split(|c: char| !(c.is_ascii_digit() || c == '-'))
        .filter(|word| word.chars().any(|c| c.is_ascii_digit()))
        .count();
    assert_eq!(numbers, 2 * gomoku_engine::eval::pcode::PCODES);
    // Records without a chosen move teach nothing.
    write_data(&dir.join("data.tsv"), Rule::Freestyle, 10);
    assert!(matches!(tune_order(&config), Err(TuneError::NoData)));
    std::fs::remove_dir_all(&dir).ok();
}

/// Whether the side to move has more empty cells with some prospect (a pattern other than dead
/// in some direction) than the opponent: a count the pcode sums hold and the hand-set
/// evaluation does not weigh this way.
fn more_prospects(record: &Record) -> bool {
    let board = crate::datagen::replay(&record.moves).unwrap();
    let position = Position::with_learned(&board, record.rule, None);
    let me = board.side_to_move();
    let live = |color| {
        DATA_BOARD
            .points()
            .filter(|&p| board.is_empty(p) && position.code(p, color) != 0)
            .count()
    };
    live(me) > live(me.opponent())
}

#[test]
fn the_network_learns_what_the_hand_set_evaluation_misses_and_writes_the_same_file_twice() {
    use net::{NetConfig, train_net};
    let dir = scratch("net");
    write_relabelled_data(&dir.join("data.tsv"), Rule::Freestyle, 120, |record| {
        // The hand-set evaluation's own score (the records' labels) moved by 1,500.
        record.score += if more_prospects(record) { 1500 } else { -1500 };
        record.result = if record.score > 0 { 1.0 } else { 0.0 };
    });
    let config = NetConfig {
        inputs: vec![dir.join("data.tsv")],
        out: dir.join("net.bin"),
        epochs: 40,
        learning_rate: 0.01,
        batch: 32,
        holdout_every: 5,
        ..NetConfig::default()
    };
    let report = train_net(&config).unwrap();
    assert!(report.held_out_positions > 0, "{report:?}");
    let (_, held_out) = *report.epochs.last().unwrap();
    assert!(held_out < report.hand_held_out_loss - 0.05, "{report:?}");
    // The file, as the engine computes it, keeps the gain.
    assert!(
        (report.quantised_held_out_loss - held_out).abs() < 0.02,
        "{report:?}"
    );
    let bytes = std::fs::read(&config.out).unwrap();
    assert!(gomoku_engine::internals::NetModel::from_bytes(&bytes).is_ok());
    // Deterministic: the same data and seed write the same file.
    train_net(&config).unwrap();
    assert_eq!(std::fs::read(&config.out).unwrap(), bytes);
    // Started from that file, no epoch writes it back unchanged, with its loss; more epochs
    // go on from where it stood rather than from scratch.
    let resumed = NetConfig {
        init: Some(dir.join("start.bin")),
        out: dir.join("resumed.bin"),
        epochs: 0,
        ..config.clone()
    };
    std::fs::copy(&config.out, dir.join("start.bin")).unwrap();
    let again = train_net(&resumed).unwrap();
    assert_eq!(std::fs::read(&resumed.out).unwrap(), bytes);
    assert!((again.quantised_held_out_loss - report.quantised_held_out_loss).abs() < 1e-9);
    let further = train_net(&NetConfig {
        epochs: 2,
        learning_rate: 0.001,
        ..resumed.clone()
    })
    .unwrap();
    assert!(
        further.epochs[0].1 < report.hand_held_out_loss - 0.05,
        "the first epoch starts from the trained network: {further:?}"
    );
    let missing = NetConfig {
        init: Some(dir.join("no-such.bin")),
        ..resumed.clone()
    };
    assert!(matches!(train_net(&missing), Err(TuneError::Net(_))));
    // Renju positions are not freestyle's: nothing to train on; renju's network learns from them,
    // with a table of rows for each colour.
    write_relabelled_data(&dir.join("data.tsv"), Rule::Renju, 120, |record| {
        record.score += if more_prospects(record) { 1500 } else { -1500 };
        record.result = if record.score > 0 { 1.0 } else { 0.0 };
    });
    assert!(matches!(train_net(&config), Err(TuneError::NoData)));
    let renju = NetConfig {
        set: gomoku_engine::eval::HandSet::Renju,
        ..config.clone()
    };
    let report = train_net(&renju).unwrap();
    let (_, held_out) = *report.epochs.last().unwrap();
    assert!(held_out < report.hand_held_out_loss - 0.05, "{report:?}");
    let renju_bytes = std::fs::read(&renju.out).unwrap();
    assert!(gomoku_engine::internals::NetModel::from_bytes(&renju_bytes).is_ok());
    // A second table of rows: one i16 per pcode and column more than freestyle's file.
    let table = gomoku_engine::eval::pcode::PCODES * gomoku_engine::internals::NET_WIDTH * 2;
    assert_eq!(renju_bytes.len(), bytes.len() + table);
    std::fs::remove_dir_all(&dir).ok();
}
