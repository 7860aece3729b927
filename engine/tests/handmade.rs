//! Tactics suite: positions with known answers (win in one, blocks, defences against an open
//! three, VCF, VCT, renju forbidden points, fake threats, no false wins), checked against the
//! engine's search and threat solvers.
//!
//! `position_data_is_sound` checks the table itself with an independent checker written on the
//! board cells (`handmade_support/checker.rs`), so the expectations do not depend on the engine
//! under test. `print_analysis` (ignored; best run as `cargo test --release -p gomoku-engine
//! --test handmade -- --ignored --nocapture print_analysis`, optionally with `TACTICS_FILTER=`
//! part of a name) prints what that checker finds in every position, for writing new ones.

#[path = "handmade_support/mod.rs"]
mod tactics_support;

use std::time::Duration;

use gomoku_engine::search::{SearchResult, find_vcf, find_vct};
use gomoku_engine::{Board, Color, Limits, Rule, Score, Searcher, StopFlag};
use tactics_support::checker::{five_points, is_legal, is_valid_vcf};
use tactics_support::solver::Solver;
use tactics_support::{Category, Position, all, names, proves_vct, run_category, validate};

fn search(board: &Board, rule: Rule, limits: Limits) -> SearchResult {
    let mut searcher = Searcher::new(rule, 16);
    searcher.search(board, &limits, &StopFlag::new(), &mut |_| {})
}

/// Depth `depth`, with a time cap so that a slow engine fails instead of hanging.
fn depth_limits(depth: u32) -> Limits {
    Limits {
        depth: Some(depth),
        time: Some(Duration::from_secs(10)),
        ..Limits::default()
    }
}

/// The limits of the winning-line tests: 5 s, depth 20.
fn win_limits() -> Limits {
    Limits {
        time: Some(Duration::from_secs(5)),
        depth: Some(20),
        ..Limits::default()
    }
}

fn show(board: &Board, points: &[gomoku_engine::Point]) -> String {
    names(points, board)
}

/// The search's move must be one of the position's answers.
fn best_move_in_answers(
    pos: &Position,
    board: &Board,
    result: &SearchResult,
) -> Result<(), String> {
    let answers = pos.answer_points();
    match result.best_move {
        Some(m) if answers.contains(&m) => Ok(()),
        other => Err(format!(
            "best move {} (score {}, pv {}), expected one of [{}]",
            show(board, &other.into_iter().collect::<Vec<_>>()),
            result.score,
            show(board, &result.pv),
            show(board, &answers)
        )),
    }
}

/// `find_vcf` must return a line the independent checker accepts.
fn engine_vcf_is_valid(pos: &Position, board: &Board) -> Result<(), String> {
    match find_vcf(board, pos.rule, 31) {
        None => Err("find_vcf found nothing".to_string()),
        Some(seq) => is_valid_vcf(board, pos.rule, &seq)
            .map_err(|e| format!("find_vcf line {} is invalid: {e}", show(board, &seq))),
    }
}

/// The search with 5 s must report a forced win.
fn search_wins(pos: &Position, board: &Board) -> Result<(), String> {
    let result = search(board, pos.rule, win_limits());
    if result.score.is_win() {
        Ok(())
    } else {
        Err(format!(
            "search scored {} (best move {}, pv {})",
            result.score,
            show(board, &result.best_move.into_iter().collect::<Vec<_>>()),
            show(board, &result.pv)
        ))
    }
}

#[test]
fn position_data_is_sound() {
    let positions = all();
    let mut failures = Vec::new();
    let mut names_seen = std::collections::HashSet::new();
    for pos in &positions {
        if !names_seen.insert(pos.name) {
            failures.push(format!("duplicate name {}", pos.name));
        }
    }
    // The brute-force checks are slow in a debug build: spread the positions over the cores.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let reports: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let mine: Vec<_> = positions.iter().skip(t).step_by(threads).collect();
                scope.spawn(move || {
                    mine.into_iter()
                        .filter_map(|pos| {
                            let message = validate(pos).err()?;
                            Some(format!("{}data: {message}\n", pos.describe()))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("validation panicked"))
            .collect()
    });
    failures.extend(reports);
    assert!(positions.len() >= 60, "only {} positions", positions.len());
    assert!(
        failures.is_empty(),
        "{} position(s) with bad data:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn win_in_one() {
    run_category(Category::WinInOne, |pos, board| {
        let result = search(board, pos.rule, depth_limits(2));
        best_move_in_answers(pos, board, &result)?;
        if result.score == Score::Win(1) {
            Ok(())
        } else {
            Err(format!("score {}, expected +W1", result.score))
        }
    });
}

#[test]
fn block_a_four() {
    run_category(Category::BlockFour, |pos, board| {
        best_move_in_answers(pos, board, &search(board, pos.rule, depth_limits(4)))
    });
}

#[test]
fn stop_an_open_three() {
    run_category(Category::StopOpenThree, |pos, board| {
        best_move_in_answers(pos, board, &search(board, pos.rule, depth_limits(4)))
    });
}

#[test]
fn vcf() {
    run_category(Category::Vcf, |pos, board| {
        engine_vcf_is_valid(pos, board)?;
        search_wins(pos, board)
    });
}

#[test]
fn vct() {
    run_category(Category::Vct, |pos, board| {
        let Some(seq) = find_vct(board, pos.rule, 15, 2_000_000) else {
            return Err("find_vct found nothing".to_string());
        };
        let first = *seq.first().ok_or("find_vct returned an empty line")?;
        if !is_legal(board, first, pos.to_move, pos.rule) {
            return Err(format!(
                "find_vct's first move {} is illegal",
                show(board, &seq)
            ));
        }
        // A first move not listed is still accepted when the independent prover shows it wins.
        let hints: Vec<_> = seq.iter().skip(2).step_by(2).copied().collect();
        if !pos.answer_points().contains(&first) && !proves_vct(board, pos.rule, first, &hints) {
            return Err(format!(
                "find_vct line {} starts with an unproven move; known wins [{}]",
                show(board, &seq),
                pos.answers.join(" ")
            ));
        }
        search_wins(pos, board)
    });
}

#[test]
fn renju_black_never_plays_forbidden() {
    let check = |pos: &Position, board: &Board| {
        let result = search(board, pos.rule, depth_limits(4));
        if let Some(m) = result.best_move
            && board.is_forbidden(m)
        {
            return Err(format!("best move {} is forbidden", show(board, &[m])));
        }
        if pos.category == Category::RenjuForbiddenBlockLoses && !result.score.is_loss() {
            return Err(format!("score {}, expected a loss", result.score));
        }
        Ok(())
    };
    run_category(Category::RenjuAvoidForbidden, check);
    run_category(Category::RenjuForbiddenBlockLoses, check);
}

#[test]
fn renju_white_wins_through_forbidden_points() {
    run_category(Category::WhiteUsesForbidden, |pos, board| {
        search_wins(pos, board)?;
        engine_vcf_is_valid(pos, board)
    });
}

#[test]
fn refute_fake_threats() {
    run_category(Category::RefuteFakeThreat, |pos, board| {
        engine_vcf_is_valid(pos, board)?;
        search_wins(pos, board)
    });
}

#[test]
fn no_false_wins() {
    run_category(Category::NoFalseWin, |pos, board| {
        match find_vcf(board, pos.rule, 31) {
            None => Ok(()),
            Some(seq) => Err(format!("find_vcf claims {}", show(board, &seq))),
        }
    });
}

/// Prints what the independent checker finds in every position (or those whose name contains
/// `TACTICS_FILTER`).
#[test]
#[ignore]
fn print_analysis() {
    let filter = std::env::var("TACTICS_FILTER").unwrap_or_default();
    for pos in all().into_iter().filter(|p| p.name.contains(&filter)) {
        let board = pos.board();
        let me = pos.to_move;
        println!("{}", pos.describe());
        for color in [me, me.opponent()] {
            let fives = five_points(&board, color, pos.rule);
            println!("  {color} five points: [{}]", show(&board, &fives));
        }
        let mut solver = Solver::new(&board, pos.rule);
        match solver.shortest_vcf(&board, 31) {
            Some(line) => println!("  shortest VCF ({}): {}", line.len(), show(&board, &line)),
            None => println!("  no VCF (exhausted: {})", solver.exhausted()),
        }
        if me == Color::White && pos.rule == Rule::Renju {
            let mut solver = Solver::new(&board, pos.rule);
            solver.forbidden_blocks = true;
            let line = solver.shortest_vcf(&board, 31);
            println!(
                "  VCF if black could block anywhere: {:?}",
                line.map(|l| show(&board, &l))
            );
        }
        if pos.category == Category::Vct {
            let me = board.side_to_move();
            let candidates: Vec<_> = board
                .empty_points()
                .filter(|&p| {
                    board
                        .size()
                        .points()
                        .any(|q| board.stone(q) == Some(me) && q.distance(p) <= 2)
                })
                .collect();
            let wins: Vec<_> = candidates
                .into_iter()
                .filter(|&p| proves_vct(&board, pos.rule, p, &[]))
                .collect();
            println!("  VCT first moves: [{}]", show(&board, &wins));
            for first in wins {
                let mut solver = Solver::new(&board, pos.rule);
                let line = solver.threat_move(&mut board.clone(), first, 15, 3, &[]);
                println!("    {:?}", line.map(|l| show(&board, &l)));
            }
        }
        match validate(pos) {
            Ok(()) => println!("  data OK\n"),
            Err(message) => println!("  DATA ERROR: {message}\n"),
        }
    }
}
