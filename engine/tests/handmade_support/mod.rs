//! The tactics suite's harness: the position table, the checks of the table's own data (made with
//! the independent checker in `checker.rs`, never with the engine's search) and a runner that
//! checks every position of a category against the engine, reporting all failures at once.
//!
//! Positions live in `basics.rs` (win in one, block a four), `threes.rs` (stop an open three),
//! `vcf.rs`, `vct.rs`, `renju.rs` (forbidden points) and `traps.rs` (fake threats, no false
//! wins). Their diagrams, like every board in failure reports, have row 15 at the top.

pub mod checker;
pub mod solver;

mod basics;
mod renju;
mod threes;
mod traps;
mod vcf;
mod vct;

use std::collections::BTreeSet;
use std::panic::{AssertUnwindSafe, catch_unwind};

use gomoku_engine::diagram::parse_diagram;
use gomoku_engine::notation::{format_point, parse_point};
use gomoku_engine::{Board, Color, Point, Rule};

use checker::{
    five_points, four_moves, has_five_or_more, is_legal, is_valid_vcf, makes_five, stones_in_reach,
};
use solver::{Solver, defences_against_vcf, has_open_four_move};

/// What a position tests; the meaning of [`Position::answers`] and [`Position::line`] depends on
/// it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Category {
    /// `answers`: every point where the side to move makes five now.
    WinInOne,
    /// `answers`: every move that stops the opponent's only four (its unique five point; under
    /// caro also the point that closes the far end).
    BlockFour,
    /// `answers`: every move after which the opponent (who has an open three) has no VCF.
    StopOpenThree,
    /// `line`: a reference VCF (3 to 15 plies) for the side to move.
    Vcf,
    /// `answers`: the first moves known to win by continuous threats within 15 plies; `line`: a
    /// reference line (the attacker's moves are tried first by the data check's prover).
    Vct,
    /// Renju, black to move: `answers` are tempting points that are forbidden.
    RenjuAvoidForbidden,
    /// Renju, black to move: white's four can only be stopped on `answers`, a forbidden point.
    RenjuForbiddenBlockLoses,
    /// Renju, white to move: `line` is a VCF whose last block would be forbidden for black;
    /// were black free to block anywhere, white would have no VCF.
    WhiteUsesForbidden,
    /// The opponent's threat is fake; `answers` are its would-be completion points, `line` the
    /// side to move's VCF.
    RefuteFakeThreat,
    /// Two or more fours to try but no VCF within 31 plies.
    NoFalseWin,
}

/// One test position.
pub struct Position {
    pub name: &'static str,
    pub rule: Rule,
    pub to_move: Color,
    pub category: Category,
    /// `X` black, `O` white, `.` empty; column letters and row numbers are optional.
    pub diagram: &'static str,
    pub answers: &'static [&'static str],
    pub line: &'static [&'static str],
}

impl Position {
    pub fn board(&self) -> Board {
        parse_diagram(self.diagram)
            .unwrap_or_else(|e| panic!("{}: bad diagram: {e}", self.name))
            .to_board(Some(self.to_move))
    }

    fn points(&self, names: &[&str]) -> Vec<Point> {
        let size = self.board().size();
        names
            .iter()
            .map(|n| parse_point(n, size).unwrap_or_else(|e| panic!("{}: {n}: {e}", self.name)))
            .collect()
    }

    pub fn answer_points(&self) -> Vec<Point> {
        self.points(self.answers)
    }

    pub fn line_points(&self) -> Vec<Point> {
        self.points(self.line)
    }

    /// Name, rule, side to move and the board, for failure reports.
    pub fn describe(&self) -> String {
        let board = self.board();
        let n = board.size().get();
        let mut text = format!(
            "{} ({}, {} to move)\n   ",
            self.name, self.rule, self.to_move
        );
        for x in 0..n {
            text.push(char::from(b'a' + x));
            text.push(' ');
        }
        text.push('\n');
        for (y, row) in board.to_string().lines().enumerate() {
            text.push_str(&format!("{:2} {row}\n", n as usize - y));
        }
        text
    }
}

/// Every position of the suite.
pub fn all() -> Vec<&'static Position> {
    [
        basics::POSITIONS,
        threes::POSITIONS,
        vcf::POSITIONS,
        vct::POSITIONS,
        renju::POSITIONS,
        traps::POSITIONS,
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The positions of one category.
pub fn of(category: Category) -> Vec<&'static Position> {
    all()
        .into_iter()
        .filter(|p| p.category == category)
        .collect()
}

pub fn names(points: &[Point], board: &Board) -> String {
    let list: Vec<String> = points
        .iter()
        .map(|&p| format_point(p, board.size()))
        .collect();
    list.join(" ")
}

fn set(points: &[Point]) -> BTreeSet<Point> {
    points.iter().copied().collect()
}

/// Whether `seq` is a legal game continuation for the side to move that ends with its five.
pub fn ends_in_five(board: &Board, rule: Rule, seq: &[Point]) -> Result<(), String> {
    let mut b = board.clone();
    let attacker = b.side_to_move();
    for (i, &p) in seq.iter().enumerate() {
        let color = b.side_to_move();
        if !is_legal(&b, p, color, rule) {
            return Err(format!("ply {}: taken or forbidden", i + 1));
        }
        if makes_five(&b, p, color, rule) {
            return if color == attacker && i + 1 == seq.len() {
                Ok(())
            } else {
                Err(format!("ply {}: five before the end", i + 1))
            };
        }
        b.make_move(p);
    }
    Err("the line does not end with the attacker's five".to_string())
}

/// Moves that stop the opponent's five points: the side to move's legal moves after which the
/// opponent has none.
fn blocks(board: &Board, rule: Rule) -> Vec<Point> {
    let me = board.side_to_move();
    let mut b = board.clone();
    let moves: Vec<Point> = b.empty_points().collect();
    moves
        .into_iter()
        .filter(|&p| {
            if !is_legal(&b, p, me, rule) {
                return false;
            }
            b.place(p, me).unwrap();
            let stopped = five_points(&b, me.opponent(), rule).is_empty();
            b.undo();
            stopped
        })
        .collect()
}

/// Checks one position's data with the independent checker.
pub fn validate(pos: &Position) -> Result<(), String> {
    let diagram = parse_diagram(pos.diagram).map_err(|e| format!("bad diagram: {e}"))?;
    let board = diagram.to_board(Some(pos.to_move));
    let rule = pos.rule;
    let me = pos.to_move;
    let opp = me.opponent();
    let count = |c: Color| diagram.stones.iter().filter(|s| s.1 == c).count();
    let (blacks, whites) = (count(Color::Black), count(Color::White));
    let expected_blacks = whites + usize::from(me == Color::White);
    if blacks != expected_blacks {
        return Err(format!(
            "{blacks} black and {whites} white stones with {me} to move"
        ));
    }
    if has_five_or_more(&board) {
        return Err("the board already holds five in a row".to_string());
    }
    // The array scan behind `five_points` agrees with `makes_five` point by point.
    for color in [Color::Black, Color::White] {
        let slow: Vec<Point> = board
            .size()
            .points()
            .filter(|&p| makes_five(&board, p, color, rule))
            .collect();
        if slow != five_points(&board, color, rule) {
            return Err("five_points disagrees with makes_five".to_string());
        }
    }
    let answers = pos.answer_points();
    let line = pos.line_points();
    let mine = five_points(&board, me, rule);
    let theirs = five_points(&board, opp, rule);
    let show = |points: &[Point]| names(points, &board);
    let same = |what: &str, listed: &[Point], computed: &[Point]| {
        if set(listed) == set(computed) {
            Ok(())
        } else {
            Err(format!(
                "{what}: listed [{}], computed [{}]",
                show(listed),
                show(computed)
            ))
        }
    };
    let quiet = |who: &str, points: &[Point]| {
        if points.is_empty() {
            Ok(())
        } else {
            Err(format!("{who} already has five points [{}]", show(points)))
        }
    };
    match pos.category {
        Category::WinInOne => {
            if mine.is_empty() {
                return Err("no five point for the side to move".to_string());
            }
            same("five points", &answers, &mine)?;
        }
        Category::BlockFour => {
            quiet("the side to move", &mine)?;
            if theirs.len() != 1 {
                return Err(format!("opponent five points: [{}]", show(&theirs)));
            }
            same("blocks", &answers, &blocks(&board, rule))?;
        }
        Category::StopOpenThree => {
            quiet("the side to move", &mine)?;
            quiet("the opponent", &theirs)?;
            if !four_moves(&board, me, rule).is_empty() {
                return Err("the side to move can make a four".to_string());
            }
            // The three is real: were it the opponent's move, it would win by fours.
            let mut passed = board.clone();
            passed.set_side_to_move(opp);
            if !has_open_four_move(&board, opp, rule)
                || Solver::new(&passed, rule)
                    .shortest_vcf(&passed, 21)
                    .is_none()
            {
                return Err("the opponent has no real open three".to_string());
            }
            if answers.is_empty() {
                return Err("no defence listed (the side to move is lost)".to_string());
            }
            same(
                "defences",
                &answers,
                &defences_against_vcf(&board, rule, 21)?,
            )?;
        }
        Category::Vcf | Category::RefuteFakeThreat | Category::WhiteUsesForbidden => {
            quiet("the side to move", &mine)?;
            quiet("the opponent", &theirs)?;
            if !(3..=15).contains(&line.len()) {
                return Err(format!("reference VCF has {} plies", line.len()));
            }
            is_valid_vcf(&board, rule, &line).map_err(|e| format!("reference VCF: {e}"))?;
        }
        Category::Vct => {
            quiet("the side to move", &mine)?;
            quiet("the opponent", &theirs)?;
        }
        Category::RenjuAvoidForbidden | Category::RenjuForbiddenBlockLoses => {
            if rule != Rule::Renju || me != Color::Black {
                return Err("renju, black to move expected".to_string());
            }
            quiet("black", &mine)?;
            if answers.is_empty() || answers.iter().any(|&p| !board.is_forbidden(p)) {
                return Err(format!("[{}] are not all forbidden", show(&answers)));
            }
        }
        Category::NoFalseWin => quiet("the side to move", &mine)?,
    }
    match pos.category {
        Category::Vct => validate_vct(pos, &board, &answers, &line)?,
        Category::RenjuForbiddenBlockLoses => same("white five points", &answers, &theirs)?,
        Category::WhiteUsesForbidden => {
            if rule != Rule::Renju || me != Color::White {
                return Err("renju, white to move expected".to_string());
            }
            // Before black's last move, white's only five point is the line's last move, and
            // black may not play it.
            let mut b = board.clone();
            for &p in &line[..line.len() - 2] {
                b.make_move(p);
            }
            let finish = line[line.len() - 1];
            if five_points(&b, Color::White, rule) != [finish] || !b.is_forbidden(finish) {
                return Err(format!("{} is not a forbidden last block", show(&[finish])));
            }
            // Were black allowed to block anywhere, white would have no VCF at all.
            let mut solver = Solver::new(&board, rule);
            solver.forbidden_blocks = true;
            if let Some(vcf) = solver.shortest_vcf(&board, 31) {
                return Err(format!("VCF without forbidden blocks: {}", show(&vcf)));
            }
            if solver.exhausted() {
                return Err("VCF search ran out of nodes".to_string());
            }
        }
        Category::RefuteFakeThreat => {
            // Each decoy is no win for the opponent and no open four either.
            if answers.is_empty() || has_open_four_move(&board, opp, rule) {
                return Err("the opponent's threat is real or not listed".to_string());
            }
            // Each decoy lines up with at least three opponent stones, so it looks like a threat.
            for &p in &answers {
                if !board.is_empty(p) || makes_five(&board, p, opp, rule) {
                    return Err(format!("decoy {} wins or is taken", show(&[p])));
                }
                if stones_in_reach(&board, p, opp) < 3 {
                    return Err(format!("decoy {} threatens nothing", show(&[p])));
                }
            }
        }
        Category::NoFalseWin => {
            if four_moves(&board, me, rule).len() < 2 {
                return Err("fewer than two fours to try".to_string());
            }
            let mut solver = Solver::new(&board, rule);
            if let Some(vcf) = solver.shortest_vcf(&board, 31) {
                return Err(format!("a VCF exists: {}", show(&vcf)));
            }
            if solver.exhausted() {
                return Err("VCF search ran out of nodes".to_string());
            }
        }
        _ => {}
    }
    Ok(())
}

/// VCT data: no VCF within 31 plies, every listed first move proven within 15 plies by the
/// brute-force prover, the reference line legal and ending in five.
fn validate_vct(
    pos: &Position,
    board: &Board,
    answers: &[Point],
    line: &[Point],
) -> Result<(), String> {
    let show = |points: &[Point]| names(points, board);
    let mut solver = Solver::new(board, pos.rule);
    if let Some(vcf) = solver.shortest_vcf(board, 31) {
        return Err(format!("a VCF exists: {}", show(&vcf)));
    }
    if answers.is_empty() || line.first().is_none_or(|m| !answers.contains(m)) {
        return Err("the line's first move is not an answer".to_string());
    }
    ends_in_five(board, pos.rule, line).map_err(|e| format!("reference line: {e}"))?;
    let hints: Vec<Point> = line.iter().step_by(2).copied().collect();
    // One solver for all first moves: their proofs share many positions.
    let mut solver = Solver::new(board, pos.rule);
    for &first in answers {
        let hints = if first == line[0] { &hints[1..] } else { &[] };
        if solver
            .threat_move(&mut board.clone(), first, 15, 3, hints)
            .is_none()
        {
            return Err(format!("no VCT proof starting with {}", show(&[first])));
        }
    }
    Ok(())
}

/// Whether the prover shows that `first` wins for the side to move by continuous threats within
/// 15 plies and three threes (`hints`: attacker moves to try first afterwards).
pub fn proves_vct(board: &Board, rule: Rule, first: Point, hints: &[Point]) -> bool {
    let mut solver = Solver::new(board, rule);
    solver
        .threat_move(&mut board.clone(), first, 15, 3, hints)
        .is_some()
}

/// Runs `check` on every position of `category`, catching panics, and fails with a report of all
/// positions that did not pass.
pub fn run_category(category: Category, check: impl Fn(&Position, &Board) -> Result<(), String>) {
    let positions = of(category);
    assert!(!positions.is_empty(), "no positions in {category:?}");
    let mut failures = Vec::new();
    for pos in &positions {
        let board = pos.board();
        let outcome = catch_unwind(AssertUnwindSafe(|| check(pos, &board)));
        let message = match outcome {
            Ok(Ok(())) => continue,
            Ok(Err(message)) => message,
            Err(panic) => {
                let text = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                format!("panicked: {text}")
            }
        };
        failures.push(format!("{}engine: {message}\n", pos.describe()));
    }
    assert!(
        failures.is_empty(),
        "{category:?}: {} of {} positions failed:\n\n{}",
        failures.len(),
        positions.len(),
        failures.join("\n")
    );
}
