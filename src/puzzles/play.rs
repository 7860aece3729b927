//! Puzzle mode: the project's forced-win puzzles (`assets/puzzles/puzzles.tsv`, made and proved
//! by the engine's `gomoku-puzzles`), played against the engine's defence. The player is the
//! attacker; every move is judged by the threat solvers (does a forced win still start here?),
//! not by the file's main line, so any winning path counts. A move that lets the win slip is
//! marked wrong at once and the engine's defence shows why; *Retry* starts the puzzle again.
//! Solved puzzles and streaks are kept with the settings (`crate::settings::PuzzleProgress`).
//!
//! The judgements and hints ask the threat solvers as engine jobs (`crate::ai::EngineJob`): most
//! take microseconds, but a refuted threat sequence can take tens of milliseconds, more than a
//! frame.

use std::collections::BTreeSet;

use crate::sides::Stone;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gomoku_engine::puzzles::{Puzzle, PuzzleKind, parse_puzzles};
use gomoku_engine::remote::{Position, SolverLimits, Work};
use gomoku_engine::{BoardSize, Game, GameOptions, Point};

use crate::Frame;
use crate::ai::{EngineJob, EngineJobs, Hint, take_answer};
use crate::session::{GameCommand, GameEvent, Outcome, Session};
use crate::settings::{GameSetup, Mode, PlayerRecord};

/// The shipped set, built into the program (the browser has no files to read).
const PUZZLE_FILE: &str = include_str!("../../assets/puzzles/puzzles.tsv");
/// How far the solvers look when judging a move or giving a hint: the set's longest VCF is 31
/// plies, its VCTs 17; a VCF judgement takes microseconds (its node cap only guards against a
/// runaway), a VCT one a few tens of milliseconds.
const JUDGE: SolverLimits = SolverLimits {
    vcf_plies: 31,
    vcf_nodes: 2_000_000,
    vct_plies: 19,
    vct_nodes: 60_000,
};
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

/// Every puzzle of the shipped set.
#[derive(Resource, Debug, Clone)]
pub struct PuzzleBook {
    pub puzzles: Vec<Puzzle>,
}

impl Default for PuzzleBook {
    fn default() -> Self {
        // The set is checked by the tests; a broken build of it leaves the mode empty rather
        // than stopping the game.
        let puzzles = parse_puzzles(PUZZLE_FILE).unwrap_or_else(|error| {
            error!("the built-in puzzle set is unreadable: {error}");
            Vec::new()
        });
        PuzzleBook { puzzles }
    }
}

impl PuzzleBook {
    pub fn find(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }

    pub fn of_level(&self, level: u8) -> impl Iterator<Item = &Puzzle> {
        self.puzzles.iter().filter(move |p| p.level == level)
    }

    /// The first puzzle of `level` not solved yet, after `after` if given (wrapping round);
    /// every puzzle once all are solved.
    fn next(&self, level: u8, solved: &BTreeSet<String>, after: Option<&str>) -> Option<&Puzzle> {
        let of_level: Vec<&Puzzle> = self.of_level(level).collect();
        let start = after
            .and_then(|id| of_level.iter().position(|p| p.id == id))
            .map_or(0, |i| i + 1);
        let rotated = of_level.iter().cycle().skip(start).take(of_level.len());
        let unsolved = rotated.clone().find(|p| !solved.contains(&p.id));
        unsolved.or_else(|| rotated.clone().next()).copied()
    }
}

/// Requests from the menu and the puzzle panel.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// The next unsolved puzzle of this level.
    Open { level: u8 },
    /// This puzzle of the set, by id.
    OpenId(String),
    /// The next unsolved puzzle of the current one's level.
    Next,
    /// The current puzzle from its start.
    Retry,
    /// First the area of the winning move, then the move itself.
    Hint,
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PuzzleStatus {
    #[default]
    Solving,
    /// The player's move at this point gave the win away.
    Wrong(Point),
    Solved,
}

/// How much help the player asked for on this position.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum HintStage {
    #[default]
    None,
    /// The winning move lies in this 3x3 square (its corners).
    Area(Point, Point),
    Move(Point),
    /// The solvers found no forced win from here within their budget.
    NotFound,
}

/// The puzzle being played.
#[derive(Resource, Debug, Default, Clone)]
pub struct ActivePuzzle {
    pub puzzle: Option<Puzzle>,
    pub status: PuzzleStatus,
    pub hint: HintStage,
    /// The position generation the hint was given for.
    hint_generation: u64,
}

impl ActivePuzzle {
    /// The help given for the position of `generation` (none once the position has changed).
    pub fn hint_for(&self, generation: u64) -> HintStage {
        if self.hint_generation == generation {
            self.hint
        } else {
            HintStage::None
        }
    }
}

/// The puzzle set and the puzzles the player has solved: what to play next.
#[derive(SystemParam)]
struct Shelf<'w> {
    book: Res<'w, PuzzleBook>,
    record: Res<'w, PlayerRecord>,
}

impl Shelf<'_> {
    /// The next puzzle of `level` the player has not solved (after `after`).
    fn next(&self, level: u8, after: Option<&str>) -> Option<&Puzzle> {
        self.book.next(level, &self.record.puzzles.solved, after)
    }
}

/// The puzzles' solver work and the engine's jobs it is asked through.
#[derive(SystemParam)]
struct Solvers<'w> {
    solver: ResMut<'w, SolverJobs>,
    engine: ResMut<'w, EngineJobs>,
}

/// Solver work in flight, each tied to the puzzle and position it was asked for.
#[derive(Resource, Default)]
struct SolverJobs {
    /// Whether the attacker's move at `point` keeps the win.
    judging: Vec<(String, Point, EngineJob<bool>)>,
    /// The winning move of the position the job's generation names.
    hinting: Option<EngineJob<Option<Point>>>,
    /// A hint's answer for the position of a generation, once known.
    hint_found: Option<(u64, Option<Point>)>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleBook>()
        .init_resource::<ActivePuzzle>()
        .init_resource::<SolverJobs>()
        .add_message::<PuzzleCommand>()
        .add_systems(PostStartup, reopen_saved_puzzle.in_set(ReopenSet))
        .add_systems(
            Update,
            (
                open_puzzles.in_set(Frame::Input),
                (judge_moves, collect_solver_answers)
                    .chain()
                    .in_set(Frame::Engine),
            ),
        );
}

/// Where a restart puts back the saved puzzle (a scripted run opens its own after it).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReopenSet;

/// The game for a puzzle: its rule, its stones, and the player to move.
fn puzzle_game(puzzle: &Puzzle) -> Option<Game> {
    let options = GameOptions {
        rule: puzzle.rule,
        size: BoardSize::STANDARD,
        strict_forbidden: true,
    };
    Game::from_moves(options, &puzzle.position).ok()
}

fn open(
    puzzle: &Puzzle,
    setup: &mut GameSetup,
    active: &mut ActivePuzzle,
    jobs: &mut SolverJobs,
    commands: &mut MessageWriter<GameCommand>,
) {
    let Some(game) = puzzle_game(puzzle) else {
        error!("puzzle {} does not replay", puzzle.id);
        return;
    };
    setup.mode = Mode::Puzzles;
    setup.puzzle.level = puzzle.level;
    setup.puzzle.current = Some(puzzle.id.clone());
    setup.puzzle.attacker = game.to_move();
    *active = ActivePuzzle {
        puzzle: Some(puzzle.clone()),
        ..ActivePuzzle::default()
    };
    // Answers about the previous attempt are dropped with their tasks.
    *jobs = SolverJobs::default();
    commands.write(GameCommand::Setup {
        game: Box::new(game),
    });
}

/// A restart in puzzle mode shows the puzzle that was on the board, from its start.
fn reopen_saved_puzzle(
    book: Res<PuzzleBook>,
    mut setup: ResMut<GameSetup>,
    record: Res<PlayerRecord>,
    mut active: ResMut<ActivePuzzle>,
    mut jobs: ResMut<SolverJobs>,
    mut commands: MessageWriter<GameCommand>,
) {
    if setup.mode != Mode::Puzzles {
        return;
    }
    let current = setup.puzzle.current.clone();
    let level = setup.puzzle.level;
    let puzzle = current
        .as_deref()
        .and_then(|id| book.find(id))
        .or_else(|| book.next(level, &record.puzzles.solved, None))
        .cloned();
    match puzzle {
        Some(puzzle) => open(&puzzle, &mut setup, &mut active, &mut jobs, &mut commands),
        None => setup.mode = Mode::HumanVsAi,
    }
}

fn open_puzzles(
    mut requests: MessageReader<PuzzleCommand>,
    shelf: Shelf,
    session: Res<Session>,
    mut setup: ResMut<GameSetup>,
    mut active: ResMut<ActivePuzzle>,
    mut jobs: Solvers,
    mut commands: MessageWriter<GameCommand>,
) {
    for request in requests.read() {
        let current = active.puzzle.clone();
        let chosen = match request {
            PuzzleCommand::Open { level } => {
                let level = (*level).clamp(*LEVELS.start(), *LEVELS.end());
                shelf.next(level, None).cloned()
            }
            PuzzleCommand::OpenId(id) => {
                let found = shelf.book.find(id).cloned();
                if found.is_none() {
                    error!("no puzzle {id} in the set");
                }
                found
            }
            PuzzleCommand::Next => current
                .as_ref()
                .and_then(|p| shelf.next(p.level, Some(&p.id)).cloned()),
            PuzzleCommand::Retry => current,
            PuzzleCommand::Hint => {
                ask_for_hint(&session, &active, &mut jobs.solver, &mut jobs.engine);
                continue;
            }
        };
        if let Some(puzzle) = chosen {
            open(
                &puzzle,
                &mut setup,
                &mut active,
                &mut jobs.solver,
                &mut commands,
            );
        }
    }
}

/// Starts looking for the winning move of the position on the board, when the player is to
/// move and the puzzle is still open.
fn ask_for_hint(
    session: &Session,
    active: &ActivePuzzle,
    jobs: &mut SolverJobs,
    engine_jobs: &mut EngineJobs,
) {
    let Some(puzzle) = &active.puzzle else {
        return;
    };
    if active.status == PuzzleStatus::Solved || session.is_over() {
        return;
    }
    let generation = session.generation();
    let asked = jobs.hinting.as_ref().map(EngineJob::generation);
    let found = jobs.hint_found.map(|(generation, _)| generation);
    if asked == Some(generation) || found == Some(generation) {
        return;
    }
    // On the file's own line the answer is known; off it, the solvers look for one.
    if let Some(point) = main_line_move(puzzle, session.game()) {
        jobs.hint_found = Some((generation, Some(point)));
        return;
    }
    let work = Work::WinningMove {
        position: Position::of(session.game().board()),
        rule: puzzle.rule,
        threats: puzzle.kind == PuzzleKind::Vct,
        limits: JUDGE,
    };
    jobs.hinting = Some(engine_jobs.start(work, generation));
}

/// The solution's next move, when every move since the puzzle's start followed the solution.
fn main_line_move(puzzle: &Puzzle, game: &Game) -> Option<Point> {
    let moves = game.moves();
    let played = moves.get(puzzle.position.len()..)?;
    let next = puzzle.solution.get(played.len())?;
    (puzzle.solution.starts_with(played) && played.len() % 2 == 0).then_some(*next)
}

/// The next stage of help once the winning move is known: its area first, then the move.
fn give_hint(point: Point, session: &Session, active: &mut ActivePuzzle, hint: &mut Hint) {
    if active.hint_generation != session.generation() {
        active.hint = HintStage::None;
    }
    active.hint_generation = session.generation();
    active.hint = match active.hint {
        HintStage::None | HintStage::NotFound => area_around(point, session.game().size()),
        _ => {
            *hint = Hint {
                point: Some(point),
                generation: session.generation(),
            };
            HintStage::Move(point)
        }
    };
}

/// A 3x3 square holding `point`, shifted by the point's parity so that the answer is not
/// always its centre, and kept on the board.
fn area_around(point: Point, size: BoardSize) -> HintStage {
    let edge = size.get() as i32;
    let corner = |v: u8, shift: i32| (v as i32 - 1 + shift).clamp(0, edge - 3) as u8;
    let (sx, sy) = ((point.x() % 2) as i32, (point.y() % 2) as i32);
    let (x0, y0) = (corner(point.x(), sx), corner(point.y(), sy));
    HintStage::Area(Point::new(x0, y0), Point::new(x0 + 2, y0 + 2))
}

/// Each attacker move is checked by the solvers; the game's end settles the puzzle.
fn judge_moves(
    mut events: MessageReader<GameEvent>,
    session: Res<Session>,
    setup: Res<GameSetup>,
    mut record: ResMut<PlayerRecord>,
    mut active: ResMut<ActivePuzzle>,
    mut jobs: ResMut<SolverJobs>,
    mut engine_jobs: ResMut<EngineJobs>,
) {
    if setup.mode != Mode::Puzzles {
        events.clear();
        return;
    }
    let Some(puzzle) = active.puzzle.clone() else {
        events.clear();
        return;
    };
    let attacker = setup.puzzle.attacker;
    for event in events.read() {
        match event {
            GameEvent::Placed { point, color } if *color == attacker => {
                if active.status != PuzzleStatus::Solving || session.is_over() {
                    continue;
                }
                let mut before = session.game().board().clone();
                before.undo();
                let work = Work::KeepsWin {
                    position: Position::of(&before),
                    rule: puzzle.rule,
                    point: *point,
                    limits: JUDGE,
                };
                let job = engine_jobs.start(work, session.generation());
                jobs.judging.push((puzzle.id.clone(), *point, job));
            }
            GameEvent::Ended(outcome) => {
                settle(*outcome, attacker, &puzzle, &mut record, &mut active)
            }
            GameEvent::Rewound => {
                // Undo back to before a wrong move makes the puzzle live again.
                if let PuzzleStatus::Wrong(point) = active.status
                    && session.game().board().is_empty(point)
                {
                    active.status = PuzzleStatus::Solving;
                }
            }
            _ => {}
        }
    }
}

/// Applies the solvers' answers that are ready, if they are still about the board shown.
fn collect_solver_answers(
    session: Res<Session>,
    setup: Res<GameSetup>,
    mut record: ResMut<PlayerRecord>,
    mut active: ResMut<ActivePuzzle>,
    mut jobs: ResMut<SolverJobs>,
    mut hint: ResMut<Hint>,
) {
    let current = active.puzzle.as_ref().map(|p| p.id.clone());
    let attacker = setup.puzzle.attacker;
    let mut wrong = None;
    jobs.judging.retain_mut(|(id, point, job)| {
        let Some(wins) = job.poll() else {
            return true;
        };
        // A move taken back before its answer came is no longer the player's.
        let still_on_board = session.game().board().stone(*point) == Some(attacker);
        if !wins && current.as_deref() == Some(id.as_str()) && still_on_board {
            wrong = Some(*point);
        }
        false
    });
    if let Some(point) = wrong
        && active.status == PuzzleStatus::Solving
    {
        active.status = PuzzleStatus::Wrong(point);
        record.puzzles.streak = 0;
    }
    let generation = session.generation();
    if let Some(answer) = take_answer(&mut jobs.hinting, generation) {
        jobs.hint_found = Some((generation, answer));
    }
    if let Some((asked, answer)) = jobs.hint_found.take()
        && asked == generation
        && active.status != PuzzleStatus::Solved
    {
        match answer {
            Some(point) => give_hint(point, &session, &mut active, &mut hint),
            None => {
                active.hint_generation = generation;
                active.hint = HintStage::NotFound;
            }
        }
    }
}

fn settle(
    outcome: Outcome,
    attacker: Stone,
    puzzle: &Puzzle,
    record: &mut PlayerRecord,
    active: &mut ActivePuzzle,
) {
    if outcome.winner() == Some(attacker) && active.status == PuzzleStatus::Solving {
        active.status = PuzzleStatus::Solved;
        let progress = &mut record.puzzles;
        progress.solved.insert(puzzle.id.clone());
        progress.streak += 1;
        progress.best_streak = progress.best_streak.max(progress.streak);
    } else if outcome.winner() != Some(attacker) {
        active.status = PuzzleStatus::Wrong(puzzle.solution[0]);
        record.puzzles.streak = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_set_parses_and_has_every_level() {
        let book = PuzzleBook::default();
        assert!(book.puzzles.len() >= 300);
        for level in LEVELS {
            assert!(book.of_level(level).count() > 0, "level {level} is empty");
        }
    }

    #[test]
    fn next_skips_solved_puzzles_and_wraps_round() {
        let book = PuzzleBook::default();
        let level: Vec<&Puzzle> = book.of_level(2).collect();
        let mut solved = BTreeSet::new();
        assert_eq!(book.next(2, &solved, None).unwrap().id, level[0].id);
        solved.insert(level[0].id.clone());
        assert_eq!(book.next(2, &solved, None).unwrap().id, level[1].id);
        let last = &level[level.len() - 1].id;
        assert_eq!(book.next(2, &solved, Some(last)).unwrap().id, level[1].id);
        for p in &level {
            solved.insert(p.id.clone());
        }
        assert_eq!(
            book.next(2, &solved, Some(&level[0].id)).unwrap().id,
            level[1].id
        );
    }

    #[test]
    fn the_hint_area_holds_the_move_and_stays_on_the_board() {
        for (x, y) in [(0, 0), (14, 14), (7, 8), (1, 13)] {
            let point = Point::new(x, y);
            let HintStage::Area(a, b) = area_around(point, BoardSize::STANDARD) else {
                panic!();
            };
            assert!((a.x()..=b.x()).contains(&x) && (a.y()..=b.y()).contains(&y));
            assert!(b.x() < 15 && b.y() < 15 && b.x() - a.x() == 2 && b.y() - a.y() == 2);
        }
    }
}
