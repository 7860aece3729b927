//! Every kind of work a program asks of the engine in the background, as plain data: a search,
//! a step of a renju opening rule, a balanced opening, the threat solvers' questions. One
//! [`Work`] runs the same way wherever it runs (a task of the game's pool, the browser's Web
//! Worker); only a search needs an engine, which the caller keeps warm and lends to
//! [`Work::perform`].

use serde::{Deserialize, Serialize};

use super::position::Position;
use super::spec::EngineSpec;
use crate::ai::AiMove;
use crate::board::Board;
use crate::opening::{Choice, OpeningAction, OpeningAdvisor, OpeningPhase, OpeningRule};
use crate::point::{BoardSize, Point};
use crate::rules::Rule;
use crate::search::{Limits, complete_proved_lines, find_vcf, find_vct, find_win_starting_with};

/// How far the threat solvers look.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolverLimits {
    /// Plies of a victory by continuous fours.
    pub vcf_plies: u32,
    /// Nodes of a victory by continuous fours that starts with a given move.
    pub vcf_nodes: u64,
    /// Plies and nodes of a victory by fours and open threes.
    pub vct_plies: u32,
    pub vct_nodes: u64,
}

/// One job for the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Work {
    /// Choose a move in `position` (the opponent's move, a hint, an analysis, a review's).
    Search {
        engine: EngineSpec,
        /// Seeds the engine when the caller has to create it.
        seed: u64,
        position: Position,
        limits: Limits,
    },
    /// The engine's next step of a renju opening rule (Soosõrv-8, Taraguchi-10): the choices
    /// made so far, each with the stones it was made at, replayed over `position`'s stones.
    OpeningStep {
        rule: OpeningRule,
        choices: Vec<(usize, Choice)>,
        position: Position,
        seed: u64,
        /// How deep the advisor searches each position it compares.
        depth: u32,
    },
    /// The three stones an engine proposer places under swap and swap2, the most even of
    /// `candidates` random shapes.
    BalancedOpening {
        size: BoardSize,
        rule: Rule,
        seed: u64,
        candidates: usize,
    },
    /// The first move of a forced win for the side to move: by fours, then (with `threats`)
    /// by fours and open threes.
    WinningMove {
        position: Position,
        rule: Rule,
        threats: bool,
        limits: SolverLimits,
    },
    /// Whether `point`, played by the side to move in `position`, keeps a forced win: by fours
    /// first (cheap), then by threats.
    KeepsWin {
        position: Position,
        rule: Rule,
        point: Point,
        limits: SolverLimits,
    },
}

/// What a [`Work`] comes to, one variant per kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// A search's move.
    Move(AiMove),
    /// An opening step; `None` when the game proper has begun.
    OpeningStep(Option<OpeningAction>),
    Stones(Vec<Point>),
    /// A forced win's first move, if one was found.
    WinningMove(Option<Point>),
    KeepsWin(bool),
}

impl Work {
    /// Runs the work. A search calls `search` with the engine it asks for, the seed to create
    /// that engine with, the board and the limits; the caller runs it on its warm engine of
    /// that spec, with its own stop flag and progress reports.
    /// Fails only on an impossible request: a position that cannot be, opening choices that
    /// do not replay over it.
    pub fn perform(
        &self,
        search: impl FnOnce(EngineSpec, u64, &Board, &Limits) -> AiMove,
    ) -> Result<Answer, String> {
        Ok(match self {
            Work::Search {
                engine,
                seed,
                position,
                limits,
            } => {
                let board = board_of(position)?;
                let mut answer = search(*engine, *seed, &board, limits);
                if let Some(result) = answer.search.as_mut() {
                    complete_proved_lines(&board, engine.rule, result);
                }
                Answer::Move(answer)
            }
            Work::OpeningStep {
                rule,
                choices,
                position,
                seed,
                depth,
            } => {
                let board = board_of(position)?;
                let moves: Vec<Point> = position.stones.iter().map(|&(point, _)| point).collect();
                let phase = OpeningPhase::replay(*rule, choices, &moves, position.size)
                    .map_err(|error| format!("the opening does not replay: {error}"))?;
                let action = OpeningAdvisor::new(Rule::Renju, *depth).act(&phase, &board, *seed);
                Answer::OpeningStep(action)
            }
            Work::BalancedOpening {
                size,
                rule,
                seed,
                candidates,
            } => Answer::Stones(crate::opening::balanced_three(
                *size,
                *rule,
                *seed,
                *candidates,
            )),
            Work::WinningMove {
                position,
                rule,
                threats,
                limits,
            } => {
                let board = board_of(position)?;
                let line = find_vcf(&board, *rule, limits.vcf_plies).or_else(|| {
                    threats
                        .then(|| find_vct(&board, *rule, limits.vct_plies, limits.vct_nodes))
                        .flatten()
                });
                Answer::WinningMove(line.and_then(|line| line.first().copied()))
            }
            Work::KeepsWin {
                position,
                rule,
                point,
                limits,
            } => {
                let board = board_of(position)?;
                if !board.is_empty(*point) {
                    return Err(format!("{point:?} is not an empty point of the board"));
                }
                let wins = |fours_only, plies, nodes| {
                    find_win_starting_with(&board, *rule, *point, fours_only, plies, nodes)
                        .is_some()
                };
                Answer::KeepsWin(
                    wins(true, limits.vcf_plies, limits.vcf_nodes)
                        || wins(false, limits.vct_plies, limits.vct_nodes),
                )
            }
        })
    }
}

fn board_of(position: &Position) -> Result<Board, String> {
    position
        .to_board()
        .map_err(|error| format!("impossible position: {error}"))
}
