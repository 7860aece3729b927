//! Self-play data generation: reproducible, resumable, and refusing files it did not write.

use std::path::{Path, PathBuf};

use gomoku_engine::Rule;
use gomoku_engine::board::Board;
use gomoku_engine::eval::EvalKind;
use gomoku_engine::rules::winning_line;
use gomoku_lab::datagen::{
    DATA_BOARD, DataSettings, DatagenConfig, LeafSampling, MATE_LABEL, read_data, run,
};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gomoku-datagen-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn config(out: &Path, games: u64, threads: usize) -> DatagenConfig {
    DatagenConfig {
        settings: DataSettings {
            rule: Rule::Freestyle,
            nodes: 600,
            seed: 11,
            random_plies: 4,
            balanced: 2,
            eval: EvalKind::Hand,
            leaves: Default::default(),
        },
        games,
        threads,
        hash_mb: 1,
        out: out.to_path_buf(),
        progress: false,
    }
}

#[test]
fn the_same_seed_gives_the_same_file_whatever_the_threads() {
    let dir = scratch("determinism");
    let (a, b) = (dir.join("a.tsv"), dir.join("b.tsv"));
    let summary = run(&config(&a, 6, 1)).unwrap();
    assert_eq!((summary.first_game, summary.games_played), (0, 6));
    run(&config(&b, 6, 2)).unwrap();
    let text = std::fs::read_to_string(&a).unwrap();
    assert_eq!(text, std::fs::read_to_string(&b).unwrap());
    let data = read_data(&a).unwrap();
    assert!(!data.records.is_empty(), "{text}");
    assert_eq!(summary.positions_written as usize, data.records.len());
    // Games are written in order, every position is playable and not yet decided.
    assert!(data.records.windows(2).all(|w| w[0].game <= w[1].game));
    assert!(data.records.iter().all(|r| r.score.abs() < 20_000));
    // Each carries the move its search chose, an empty point of the position.
    for record in &data.records {
        let mut board = Board::new(DATA_BOARD);
        record.moves.iter().for_each(|&p| board.play(p).unwrap());
        assert!(board.is_empty(record.best.expect("the chosen move")));
    }
    let mut other = config(&b, 6, 1);
    other.settings.seed = 12;
    other.out = dir.join("c.tsv");
    run(&other).unwrap();
    assert_ne!(text, std::fs::read_to_string(dir.join("c.tsv")).unwrap());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_interrupted_file_continues_from_the_next_game() {
    let dir = scratch("resume");
    let (whole, parts) = (dir.join("whole.tsv"), dir.join("parts.tsv"));
    run(&config(&whole, 7, 1)).unwrap();
    run(&config(&parts, 3, 1)).unwrap();
    let last_game = read_data(&parts).unwrap().next_game();
    // Half a line from an interrupted write is cut off, not kept.
    let mut text = std::fs::read_to_string(&parts).unwrap();
    text.push_str("freestyle\th8i9");
    std::fs::write(&parts, &text).unwrap();
    let summary = run(&config(&parts, 7, 2)).unwrap();
    assert_eq!(summary.first_game, last_game);
    assert_eq!(
        std::fs::read_to_string(&parts).unwrap(),
        std::fs::read_to_string(&whole).unwrap()
    );
    // Nothing left to do.
    let again = run(&config(&parts, 7, 1)).unwrap();
    assert_eq!(again.games_played, 0);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn foreign_or_damaged_files_are_refused_untouched() {
    let dir = scratch("refuse");
    let path = dir.join("data.tsv");
    let refuse = |content: &str| {
        std::fs::write(&path, content).unwrap();
        let error = run(&config(&path, 2, 1)).unwrap_err().to_string();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), content);
        error
    };
    let error = refuse("my shopping list\n");
    assert!(error.contains("not a gomoku-datagen file"), "{error}");
    let header = config(&path, 2, 1).settings.header();
    let error = refuse(&format!("{header}freestyle\th8\t1\t12\n"));
    assert!(
        error.contains("line 3") && error.contains("5 or 6 tab-separated"),
        "{error}"
    );
    let error = refuse(&format!("{header}freestyle\th8\tyes\t12\t0\n"));
    assert!(error.contains("result `yes`"), "{error}");
    let error = refuse(&header.replace("seed=11", "seed=3"));
    assert!(error.contains("seed 3 in the file, 11 asked"), "{error}");
    let error = refuse(&header.replace("eval=hand", "eval=learned"));
    assert!(
        error.contains("eval learned in the file, hand asked"),
        "{error}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sampled_search_positions_are_added_reproducibly() {
    let dir = scratch("leaves");
    let (plain, a, b) = (dir.join("plain.tsv"), dir.join("a.tsv"), dir.join("b.tsv"));
    let sampled = |out: &Path, threads: usize| {
        let mut config = config(out, 4, threads);
        config.settings.leaves = LeafSampling {
            per_move: 3,
            label_nodes: 300,
        };
        config
    };
    run(&config(&plain, 4, 1)).unwrap();
    run(&sampled(&a, 1)).unwrap();
    run(&sampled(&b, 2)).unwrap();
    let text = std::fs::read_to_string(&a).unwrap();
    assert_eq!(text, std::fs::read_to_string(&b).unwrap());
    assert!(
        text.starts_with(&sampled(&a, 1).settings.header()),
        "{text}"
    );
    let (plain, data) = (read_data(&plain).unwrap(), read_data(&a).unwrap());
    // The game positions are still there, the same ones; the sampled positions come on top.
    let game_positions: Vec<_> = plain.records.iter().map(|r| &r.moves).collect();
    assert!(
        game_positions
            .iter()
            .all(|moves| data.records.iter().any(|r| &r.moves == *moves))
    );
    let extra = data.records.len() - plain.records.len();
    assert!(
        extra >= plain.records.len(),
        "only {extra} sampled positions"
    );
    for record in &data.records {
        // Every position replays, none is decided by a five or an open four on the move, and
        // a proven result is written as the mate label.
        let mut board = Board::new(DATA_BOARD);
        for &point in &record.moves {
            assert!(winning_line(&board, point, record.rule).is_none());
            board.play(point).unwrap();
            assert!(
                winning_line(&board, point, record.rule).is_none(),
                "{record:?}"
            );
        }
        assert!(record.score.abs() <= MATE_LABEL, "{record:?}");
        // The label search's choice is recorded too.
        assert!(board.is_empty(record.best.expect("the chosen move")));
    }
    assert!(
        data.records
            .iter()
            .any(|r| r.score.abs() < MATE_LABEL && r.score != 0)
    );
    // The file's settings include the sampling, so a plain run cannot continue it.
    let error = run(&config(&a, 6, 1)).unwrap_err().to_string();
    assert!(error.contains("leaves 3 in the file, 0 asked"), "{error}");
    std::fs::remove_dir_all(&dir).ok();
}
