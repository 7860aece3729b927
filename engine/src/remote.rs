//! A search that runs somewhere else. The browser build runs the engine in a Web Worker, because
//! a search on the page's own thread would freeze it; the game sends a [`SearchRequest`] as JSON
//! and the worker's [`EngineHost`] answers with [`SearchReport`]s, also JSON. Nothing here knows
//! about the transport, so the whole exchange is tested natively.

use serde::{Deserialize, Serialize};

use crate::ai::{Ai, AiMove, Strength, Style, default_hash_mb};
use crate::board::{Board, PlaceError};
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::{Limits, SearchInfo, StopFlag, complete_proved_lines};

/// Transposition tables larger than this are refused (the request is untrusted text).
pub const MAX_HASH_MB: usize = 1024;
/// How many differently configured engines a host keeps warm (the opponent and the hinter).
const KEPT_ENGINES: usize = 2;

/// Which engine to search with; equal specs share one engine and its warm table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EngineSpec {
    pub strength: Strength,
    pub style: Style,
    pub rule: Rule,
    pub hash_mb: usize,
    /// How many best moves the search follows and reports (multi-PV, for analysis); 1 to
    /// play. Requests from before this field search one line.
    #[serde(default = "one_line")]
    pub multi_pv: usize,
}

/// Most lines a spec may ask for (the request is untrusted text).
pub const MAX_LINES: usize = 10;

fn one_line() -> usize {
    1
}

impl EngineSpec {
    /// The engine a game's opponent uses at `strength` (table sized as [`Ai::at_strength`]
    /// does).
    pub fn opponent(strength: Strength, style: Style, rule: Rule) -> EngineSpec {
        EngineSpec {
            strength,
            style,
            rule,
            hash_mb: default_hash_mb(strength),
            multi_pv: 1,
        }
    }

    /// A new engine of this spec.
    pub fn build(&self, seed: u64) -> Ai {
        let mut ai = Ai::with_hash(
            self.strength,
            self.rule,
            seed,
            self.hash_mb.min(MAX_HASH_MB),
        );
        ai.set_style(self.style);
        ai.searcher_mut()
            .set_multi_pv(self.multi_pv.clamp(1, MAX_LINES));
        ai
    }
}

/// A board as plain data: its stones in the order they were placed and the side to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub size: BoardSize,
    pub stones: Vec<(Point, Color)>,
    pub to_move: Color,
}

impl Position {
    pub fn of(board: &Board) -> Position {
        Position {
            size: board.size(),
            stones: board
                .stones_in_order()
                .filter_map(|point| board.stone(point).map(|color| (point, color)))
                .collect(),
            to_move: board.side_to_move(),
        }
    }

    /// The board again; fails on a stone off the board or on a taken point.
    pub fn to_board(&self) -> Result<Board, PlaceError> {
        let mut board = Board::new(self.size);
        for &(point, color) in &self.stones {
            board.place(point, color)?;
        }
        board.set_side_to_move(self.to_move);
        Ok(board)
    }
}

/// "Choose a move in this position": one job of a remote engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// Echoed in every report, so answers to an abandoned job can be told apart.
    pub job: u64,
    pub engine: EngineSpec,
    /// Seeds the engine when the host has to create it.
    pub seed: u64,
    pub position: Position,
    pub limits: Limits,
}

impl SearchRequest {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }
}

/// What a remote engine says about a job.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SearchReport {
    /// A completed iteration.
    Progress { job: u64, info: SearchInfo },
    /// The chosen move; the last report of a job.
    Done { job: u64, answer: AiMove },
    /// The request could not be run (malformed text or an impossible position).
    Failed { job: u64, error: String },
}

impl SearchReport {
    pub fn job(&self) -> u64 {
        match self {
            SearchReport::Progress { job, .. }
            | SearchReport::Done { job, .. }
            | SearchReport::Failed { job, .. } => *job,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("reports serialise")
    }

    pub fn from_json(text: &str) -> Result<SearchReport, String> {
        serde_json::from_str(text).map_err(|e| format!("not a search report: {e}"))
    }
}

/// What is kept per engine spec between jobs (an engine, or a slot for one), the most recently
/// used last; past [`KEPT_ENGINES`] specs the oldest goes.
pub struct WarmEngines<V> {
    entries: Vec<(EngineSpec, V)>,
}

impl<V> Default for WarmEngines<V> {
    fn default() -> Self {
        WarmEngines {
            entries: Vec::new(),
        }
    }
}

impl<V> WarmEngines<V> {
    /// The value kept for `spec`, made by `make` if there is none; either way now the most
    /// recently used.
    pub fn get_or_insert_with(&mut self, spec: EngineSpec, make: impl FnOnce() -> V) -> &mut V {
        match self.entries.iter().position(|(kept, _)| *kept == spec) {
            Some(index) => {
                let entry = self.entries.remove(index);
                self.entries.push(entry);
            }
            None => {
                if self.entries.len() >= KEPT_ENGINES {
                    self.entries.remove(0);
                }
                self.entries.push((spec, make()));
            }
        }
        &mut self.entries.last_mut().expect("just pushed").1
    }

    /// The specs kept, the most recently used last.
    pub fn specs(&self) -> impl Iterator<Item = &EngineSpec> {
        self.entries.iter().map(|(spec, _)| spec)
    }
}

/// The engine side: keeps engines warm between jobs and answers requests. A host runs one job
/// at a time to completion; to abandon a job, the transport drops the host (a Web Worker is
/// terminated), because a synchronous search cannot read messages while it runs.
#[derive(Default)]
pub struct EngineHost {
    engines: WarmEngines<Ai>,
}

impl EngineHost {
    pub fn new() -> EngineHost {
        EngineHost::default()
    }

    /// Runs the request in `request` (JSON) and hands every report to `send` as JSON: progress
    /// after each iteration, then `Done`, or `Failed` for text that is not a runnable request.
    pub fn handle(&mut self, request: &str, send: &mut dyn FnMut(String)) {
        let last = self.run(request, &mut |report| send(report.to_json()));
        send(last.to_json());
    }

    /// Like [`EngineHost::handle`] with typed reports: progress goes to `progress`, the final
    /// report is returned.
    fn run(&mut self, request: &str, progress: &mut dyn FnMut(SearchReport)) -> SearchReport {
        let request: SearchRequest = match serde_json::from_str(request) {
            Ok(request) => request,
            Err(error) => {
                return SearchReport::Failed {
                    job: 0,
                    error: format!("not a search request: {error}"),
                };
            }
        };
        let job = request.job;
        let board = match request.position.to_board() {
            Ok(board) => board,
            Err(error) => {
                return SearchReport::Failed {
                    job,
                    error: format!("impossible position: {error}"),
                };
            }
        };
        let engine = self.engine(request.engine, request.seed);
        let mut answer = engine.choose_move(
            &board,
            &request.limits,
            &StopFlag::new(),
            &mut |info: &SearchInfo| {
                progress(SearchReport::Progress {
                    job,
                    info: info.clone(),
                })
            },
        );
        if let Some(result) = answer.search.as_mut() {
            complete_proved_lines(&board, request.engine.rule, result);
        }
        SearchReport::Done { job, answer }
    }

    fn engine(&mut self, spec: EngineSpec, seed: u64) -> &mut Ai {
        self.engines.get_or_insert_with(spec, || spec.build(seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::notation::parse_moves;
    use std::time::Duration;

    fn request(moves: &str, level: Level) -> SearchRequest {
        let size = BoardSize::STANDARD;
        let mut board = Board::new(size);
        for point in parse_moves(moves, size).unwrap() {
            board.play(point).unwrap();
        }
        SearchRequest {
            job: 7,
            engine: EngineSpec::opponent(level.strength(), Style::Balanced, Rule::Freestyle),
            seed: 1,
            position: Position::of(&board),
            limits: Limits::time(Duration::from_millis(200)),
        }
    }

    fn reports(host: &mut EngineHost, text: &str) -> Vec<SearchReport> {
        let mut sent = Vec::new();
        host.handle(text, &mut |json| {
            sent.push(SearchReport::from_json(&json).expect("the host sends reports"))
        });
        sent
    }

    #[test]
    fn positions_round_trip_with_colour_and_turn() {
        let size = BoardSize::STANDARD;
        let mut board = Board::new(size);
        board.place(Point::new(7, 7), Color::White).unwrap();
        board.place(Point::new(3, 4), Color::White).unwrap();
        board.set_side_to_move(Color::White);
        let text = serde_json::to_string(&Position::of(&board)).unwrap();
        let back: Position = serde_json::from_str(&text).unwrap();
        let rebuilt = back.to_board().unwrap();
        assert_eq!(rebuilt.hash(), board.hash());
        assert_eq!(rebuilt.last_move(), Some(Point::new(3, 4)));
        assert_eq!(rebuilt.side_to_move(), Color::White);
    }

    #[test]
    fn a_request_gets_progress_then_the_winning_move() {
        // Black has an open four on row 8 (h8..k8): g8 or l8 wins.
        let mut host = EngineHost::new();
        let sent = reports(
            &mut host,
            &request("h8a1i8a3j8a5k8", Level::Master).to_json(),
        );
        let (last, progress) = sent.split_last().expect("reports");
        assert!(
            progress
                .iter()
                .all(|r| matches!(r, SearchReport::Progress { .. }))
        );
        assert!(sent.iter().all(|r| r.job() == 7));
        let SearchReport::Done { answer, .. } = last else {
            panic!("last report {last:?}");
        };
        let size = BoardSize::STANDARD;
        let wins = parse_moves("g8l8", size).unwrap();
        assert!(wins.contains(&answer.point.unwrap()), "{answer:?}");
        assert!(answer.search.is_some());
    }

    #[test]
    fn junk_and_impossible_positions_fail_with_a_message() {
        let mut host = EngineHost::new();
        for junk in ["", "{", "null", r#"{"job": 3}"#] {
            let sent = reports(&mut host, junk);
            assert!(
                matches!(&sent[..], [SearchReport::Failed { error, .. }] if !error.is_empty()),
                "{junk:?}: {sent:?}"
            );
        }
        let mut taken = request("h8", Level::Medium);
        taken.position.stones.push((Point::new(7, 7), Color::White));
        let sent = reports(&mut host, &taken.to_json());
        assert!(
            matches!(&sent[..], [SearchReport::Failed { job: 7, error }] if error.contains("occupied")),
            "{sent:?}"
        );
        let mut oversized = request("h8", Level::Medium);
        oversized.engine.hash_mb = usize::MAX;
        let sent = reports(&mut host, &oversized.to_json());
        assert!(
            matches!(sent.last(), Some(SearchReport::Done { .. })),
            "{sent:?}"
        );
    }

    #[test]
    fn engines_are_kept_per_spec_and_the_oldest_is_dropped() {
        let mut host = EngineHost::new();
        for level in [Level::Easy, Level::Medium, Level::Easy, Level::Beginner] {
            let sent = reports(&mut host, &request("h8i9", level).to_json());
            assert!(
                matches!(sent.last(), Some(SearchReport::Done { answer, .. }) if answer.point.is_some()),
                "{sent:?}"
            );
        }
        let kept: Vec<Strength> = host.engines.specs().map(|spec| spec.strength).collect();
        assert_eq!(kept, [Level::Easy.strength(), Level::Beginner.strength()]);
    }

    #[test]
    fn a_multi_pv_request_reports_that_many_distinct_lines() {
        let mut host = EngineHost::new();
        let mut asked = request("h8i9h9", Level::Master);
        asked.engine.multi_pv = 4;
        asked.limits = Limits::depth(4);
        let sent = reports(&mut host, &asked.to_json());
        let Some(SearchReport::Done { answer, .. }) = sent.last() else {
            panic!("no answer: {sent:?}");
        };
        let lines = &answer.search.as_ref().expect("master searches").lines;
        assert_eq!(lines.len(), 4, "{lines:?}");
        let mut firsts: Vec<Point> = lines.iter().map(|l| l.moves[0]).collect();
        firsts.dedup();
        assert_eq!(firsts.len(), 4, "each line starts with its own move");
        assert_eq!(
            answer.point,
            Some(firsts[0]),
            "the first line is the move played"
        );
        let indices: Vec<usize> = sent
            .iter()
            .filter_map(|r| match r {
                SearchReport::Progress { info, .. } => Some(info.multipv),
                _ => None,
            })
            .collect();
        assert!((1..=4).all(|i| indices.contains(&i)), "{indices:?}");
        // A request written before the field existed searches one line.
        let old = asked.to_json().replace(r#","multi_pv":4"#, "");
        assert!(!old.contains("multi_pv"));
        let sent = reports(&mut host, &old);
        let Some(SearchReport::Done { answer, .. }) = sent.last() else {
            panic!("no answer: {sent:?}");
        };
        assert_eq!(answer.search.as_ref().unwrap().lines.len(), 1);
    }
}
