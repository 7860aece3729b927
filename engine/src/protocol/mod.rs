//! The Gomocup / Piskvork brain protocol (with Yixin Board's extensions) as a state machine:
//! [`Brain::handle`] takes one input line and says what to do: reply, think, or exit. The
//! `pbrain-gomoku` binary owns the threads: it runs [`ThinkJob`]s on a worker while it keeps
//! reading stdin (so `YXSTOP` and `END` act at once) and hands the outcome back to
//! [`Brain::finish`].

mod command;
mod input;
mod table;
mod think;

use std::time::Duration;

pub use command::{Command, CommandError, board_block, parse_command, parse_xy};
pub use input::{InputLine, LineReader, MAX_LINE_BYTES, too_long_reply};
pub use think::{ThinkJob, ThinkOutcome};

use crate::ai::{Ai, Level, Strength, Style};
use crate::board::Board;
use crate::bounded::{Excerpt, QUOTE_CHARS};
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::{HashTable, Limits, MAX_THREADS};
use table::TableMaker;
use think::{Swap2Answer, ThinkKind};

/// The protocol's "unlimited" time value.
const UNLIMITED_MS: i64 = 2_147_483_647;
/// A turn limit of 0 means "play fast".
const FAST_TURN: Duration = Duration::from_millis(100);
/// Turn time when the manager never said.
const DEFAULT_TURN: Duration = Duration::from_secs(5);
const DEFAULT_HASH_MB: usize = 128;

/// What the caller should do after a line.
pub enum Effect {
    /// Print these lines (possibly none).
    Reply(Vec<String>),
    /// Run this search (off the input thread), then pass the outcome to [`Brain::finish`].
    Think(Box<ThinkJob>),
    /// Exit without replying.
    Exit,
}

impl Effect {
    fn line(text: impl Into<String>) -> Effect {
        Effect::Reply(vec![text.into()])
    }

    fn none() -> Effect {
        Effect::Reply(Vec::new())
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum BlockKind {
    Board,
    YxBoard,
    Swap2,
}

/// Clock and limits from `INFO`.
#[derive(Clone, Debug, Default)]
struct Clock {
    turn: Option<Duration>,
    match_total: Option<Duration>,
    /// Milliseconds; may be negative.
    left_ms: Option<i64>,
    max_depth: Option<u32>,
    max_nodes: Option<u64>,
}

/// How the brain starts: its strength, style, rule and threads until `INFO` says otherwise.
#[derive(Copy, Clone, Debug)]
pub struct BrainOptions {
    /// A named level is a point on this scale (`INFO level` sets the level's point).
    pub strength: Strength,
    pub style: Style,
    pub rule: Rule,
    pub seed: u64,
    /// Threads of Master's search (`INFO thread_num`); 1 searches alone.
    pub threads: u32,
}

impl Default for BrainOptions {
    fn default() -> Self {
        BrainOptions {
            strength: Strength::MAX,
            style: Style::Balanced,
            rule: Rule::Freestyle,
            seed: 1,
            threads: 1,
        }
    }
}

pub struct Brain {
    options: BrainOptions,
    hash_mb: usize,
    size: Option<BoardSize>,
    board: Board,
    /// `None` while lent to a running [`ThinkJob`].
    ai: Option<Ai>,
    clock: Clock,
    block: Option<(BlockKind, Vec<(Point, u8)>)>,
    /// Makes the table of the size `INFO max_memory` asked for, apart; it takes the old one's
    /// place at the first chance between searches, so writing its memory is billed to no move.
    tables: TableMaker,
    /// The table a new one replaced, kept until the brain is idle: freeing it takes the
    /// memory-map lock that the next search's threads need.
    retired: Option<HashTable>,
    /// The machine's hardware threads: the most search threads worth running.
    cores: u32,
}

impl Brain {
    pub fn new(options: BrainOptions) -> Brain {
        let mut brain = Brain {
            options,
            hash_mb: DEFAULT_HASH_MB,
            size: None,
            board: Board::new(BoardSize::STANDARD),
            ai: None,
            clock: Clock::default(),
            block: None,
            tables: TableMaker::default(),
            retired: None,
            cores: std::thread::available_parallelism().map_or(1, |n| n.get() as u32),
        };
        brain.rebuild_ai();
        brain
    }

    pub fn rule(&self) -> Rule {
        self.options.rule
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether a think job is out (its outcome not yet handed back).
    pub fn is_thinking(&self) -> bool {
        self.ai.is_none()
    }

    /// `INFO level` / `INFO strength`: a new player at `strength` (refused while thinking).
    fn set_strength(&mut self, strength: Strength) -> Effect {
        if self.ai.is_none() {
            return Effect::line("ERROR still thinking");
        }
        self.options.strength = strength;
        self.rebuild_ai();
        Effect::none()
    }

    /// A new player of the options' strength; it keeps the old one's table (making a new one
    /// would write all of its memory now).
    fn rebuild_ai(&mut self) {
        let table = match &self.ai {
            Some(ai) => ai.searcher().table(),
            None => HashTable::with_megabytes(self.hash_mb),
        };
        let mut ai = Ai::with_table(
            self.options.strength,
            self.options.rule,
            self.options.seed,
            table,
        );
        ai.set_style(self.options.style);
        self.ai = Some(ai);
    }

    /// Puts the ordered table in place if it is ready and no search is running (the old one
    /// waits for [`Brain::free_retired`]).
    fn install_ready_table(&mut self) {
        let Some(ai) = &mut self.ai else {
            return;
        };
        if let Some(table) = self.tables.take_ready() {
            self.retired = Some(ai.searcher_mut().install_table(table));
        }
    }

    /// Frees the table a new one replaced: for when the brain has answered and waits.
    pub fn free_retired(&mut self) {
        self.retired = None;
    }

    /// Whether a table ordered by `INFO max_memory` is still being made.
    pub fn is_making_a_table(&self) -> bool {
        self.tables.is_making()
    }

    /// Handles one input line.
    pub fn handle(&mut self, line: &str) -> Effect {
        let parsed = parse_command(line, self.block.is_some());
        // A blank line means nothing anywhere, inside a block too (some managers send them).
        if parsed == Err(CommandError::Empty) {
            return Effect::none();
        }
        if let Some((kind, stones)) = &mut self.block {
            return match parsed {
                Ok(Command::Stone(point, field)) => {
                    stones.push((point, field));
                    Effect::none()
                }
                Ok(Command::Done) => {
                    let (kind, stones) = self.block.take().expect("in a block");
                    self.finish_block(kind, &stones)
                }
                Ok(Command::End) => Effect::Exit,
                // A malformed line is answered and the block goes on; another command ends it.
                Err(error) if !matches!(error, CommandError::Unknown(_)) => {
                    Effect::line(format!("ERROR {error}"))
                }
                _ => {
                    let kind = *kind;
                    self.block = None;
                    Effect::line(format!(
                        "ERROR {kind:?} block interrupted by `{}`",
                        describe(line)
                    ))
                }
            };
        }
        let command = match parsed {
            Ok(command) => command,
            Err(error @ CommandError::Unknown(_)) => {
                return Effect::line(format!("UNKNOWN {error}"));
            }
            Err(error) => return Effect::line(format!("ERROR {error}")),
        };
        match command {
            Command::Start(size) => self.start(size),
            Command::RectStart(w, h) if w == h => self.start(w),
            Command::RectStart(w, h) => Effect::line(format!(
                "ERROR only square boards are supported, not {w}x{h}"
            )),
            Command::Restart => match self.size {
                Some(size) => {
                    self.board = Board::new(size);
                    Effect::line("OK")
                }
                None => not_started(),
            },
            Command::Begin => self.with_game(|brain| brain.think(ThinkKind::Move)),
            Command::Turn(point) => self.with_game(|brain| match brain.board.play(point) {
                Ok(()) => brain.think(ThinkKind::Move),
                Err(error) => {
                    Effect::line(format!("ERROR TURN {},{}: {error}", point.x(), point.y()))
                }
            }),
            Command::Board => self.open_block(BlockKind::Board),
            Command::YxBoard => self.open_block(BlockKind::YxBoard),
            Command::Swap2Board => self.open_block(BlockKind::Swap2),
            Command::Stone(..) | Command::Done => {
                Effect::line("ERROR stone line outside a BOARD block")
            }
            Command::Takeback(point) => self.with_game(|brain| {
                if brain.board.last_move() == Some(point) {
                    brain.board.undo();
                    Effect::line("OK")
                } else {
                    Effect::line(format!(
                        "ERROR TAKEBACK {},{} is not the last move",
                        point.x(),
                        point.y()
                    ))
                }
            }),
            Command::Play(point) => self.with_game(|brain| match brain.board.play(point) {
                Ok(()) => Effect::line(format!("{},{}", point.x(), point.y())),
                Err(error) => {
                    Effect::line(format!("ERROR PLAY {},{}: {error}", point.x(), point.y()))
                }
            }),
            Command::End => Effect::Exit,
            Command::About => Effect::line(format!(
                "name=\"gomoku-rs\", version=\"{}\", author=\"Gomoku project\", country=\"-\"",
                env!("CARGO_PKG_VERSION")
            )),
            Command::Info(key, value) => self.info(&key, &value),
            Command::YxStop => Effect::none(), // nothing is running: nothing to stop
            Command::YxShowForbid => self.with_game(|brain| Effect::line(brain.forbid_line())),
            Command::YxNBest(lines) => self.with_game(|brain| brain.think(ThinkKind::NBest(lines))),
        }
    }

    /// Takes back the AI and the answer of a finished [`ThinkJob`]; returns the reply lines.
    pub fn finish(&mut self, outcome: ThinkOutcome) -> Vec<String> {
        self.ai = Some(outcome.ai);
        self.tables.set_searching(false);
        self.install_ready_table();
        match (outcome.kind, outcome.best, outcome.swap2) {
            (ThinkKind::Swap2(_), _, Some(Swap2Answer::Swap)) => vec!["SWAP".into()],
            (ThinkKind::Swap2(_), _, Some(Swap2Answer::Stones(stones))) => {
                for &stone in &stones {
                    // The stones were chosen on this board; a failure would be a bug, reported.
                    if let Err(error) = self.board.play(stone) {
                        return vec![format!("ERROR swap2 answer: {error}")];
                    }
                }
                vec![
                    stones
                        .iter()
                        .map(|p| format!("{},{}", p.x(), p.y()))
                        .collect::<Vec<_>>()
                        .join(" "),
                ]
            }
            (ThinkKind::Move, Some(point), _) => {
                let forced_forbidden = self.options.rule == Rule::Renju
                    && self.board.side_to_move() == Color::Black
                    && self.board.is_forbidden(point);
                match self.board.play(point) {
                    // The search plays a forbidden point only when every empty point is one.
                    // The engine's rules call that a draw (black cannot move and a pass leaves
                    // the board as it is), but the protocol has no pass: the brain answers the
                    // point and says why; a referee that enforces renju scores it black's loss.
                    Ok(()) if forced_forbidden => vec![
                        format!(
                            "MESSAGE every empty point is forbidden for black: {},{} played as \
                             the protocol needs a move (the engine's rules call this a draw)",
                            point.x(),
                            point.y()
                        ),
                        format!("{},{}", point.x(), point.y()),
                    ],
                    Ok(()) => vec![format!("{},{}", point.x(), point.y())],
                    Err(error) => vec![format!(
                        "ERROR engine chose {},{}: {error}",
                        point.x(),
                        point.y()
                    )],
                }
            }
            (ThinkKind::NBest(_), Some(point), _) => vec![format!("{},{}", point.x(), point.y())],
            _ => vec!["ERROR no move available".into()],
        }
    }

    fn start(&mut self, size: u32) -> Effect {
        match BoardSize::new(size) {
            Ok(size) => {
                self.size = Some(size);
                self.board = Board::new(size);
                Effect::line("OK")
            }
            Err(_) => Effect::line(format!("ERROR unsupported board size {size} (5 to 22)")),
        }
    }

    fn with_game(&mut self, action: impl FnOnce(&mut Brain) -> Effect) -> Effect {
        if self.size.is_none() {
            return not_started();
        }
        if self.ai.is_none() {
            return Effect::line("ERROR still thinking");
        }
        action(self)
    }

    fn open_block(&mut self, kind: BlockKind) -> Effect {
        if self.size.is_none() {
            return not_started();
        }
        self.block = Some((kind, Vec::new()));
        Effect::none()
    }

    fn finish_block(&mut self, kind: BlockKind, stones: &[(Point, u8)]) -> Effect {
        let size = self.size.expect("blocks open only after START");
        let board = match kind {
            BlockKind::Swap2 => alternate_colors(size, stones),
            BlockKind::Board | BlockKind::YxBoard => own_and_opponent(size, stones),
        };
        let board = match board {
            Ok(board) => board,
            Err(message) => return Effect::line(format!("ERROR {message}")),
        };
        self.board = board;
        match kind {
            BlockKind::Board => self.think(ThinkKind::Move),
            BlockKind::YxBoard => Effect::none(),
            BlockKind::Swap2 => match stones.len() {
                0 | 3 | 5 => self.think(ThinkKind::Swap2(stones.len())),
                n => Effect::line(format!("ERROR SWAP2BOARD needs 0, 3 or 5 stones, got {n}")),
            },
        }
    }

    fn think(&mut self, kind: ThinkKind) -> Effect {
        let Some(ai) = self.ai.take() else {
            return Effect::line("ERROR still thinking");
        };
        self.tables.set_searching(true);
        Effect::Think(Box::new(ThinkJob::new(
            kind,
            self.board.clone(),
            ai,
            self.limits(),
        )))
    }

    /// The move's limits from the clock, with a safety margin so the answer is never late.
    fn limits(&self) -> Limits {
        let turn = match self.clock.turn {
            Some(Duration::ZERO) => Some(FAST_TURN),
            Some(turn) => Some(turn),
            None => None,
        };
        let game_left = match (self.clock.match_total, self.clock.left_ms) {
            (Some(total), _) if total.is_zero() => None,
            (_, Some(left)) if left < UNLIMITED_MS => {
                Some(Duration::from_millis(left.max(0) as u64))
            }
            _ => None,
        };
        let turn = match (turn, game_left) {
            (None, None) => Some(DEFAULT_TURN),
            (turn, _) => turn,
        };
        // Reading, printing and the abort's latency: keep 5% and at least 25 ms.
        let turn = turn.map(|t| {
            t.saturating_sub((t / 20).max(Duration::from_millis(25)))
                .max(Duration::from_millis(10))
        });
        let empty = self.board.size().area() - self.board.stone_count();
        let mut limits = Limits::from_clock(turn, game_left, empty);
        limits.depth = self.clock.max_depth;
        limits.nodes = self.clock.max_nodes;
        // More search threads than cores only take turns on them: no deeper search, and a
        // stopped thread waits its turn to notice the stop.
        limits.threads = self.options.threads.min(self.cores);
        limits
    }

    fn info(&mut self, key: &str, value: &str) -> Effect {
        // Every value the brain reads is a number or a short name; a long one is refused and
        // quoted only in part. (Values it does not read, a `folder`'s path say, are kept out.)
        const READ: [&str; 11] = [
            "timeout_turn",
            "timeout_match",
            "time_left",
            "max_depth",
            "max_node",
            "max_memory",
            "thread_num",
            "rule",
            "level",
            "strength",
            "style",
        ];
        if value.len() > QUOTE_CHARS && READ.contains(&key) {
            return Effect::line(format!(
                "ERROR INFO {key}: value `{}` too long",
                Excerpt(value)
            ));
        }
        let number = value.trim().parse::<i64>();
        let millis = |n: i64| Duration::from_millis(n.max(0) as u64);
        match (key, number) {
            ("timeout_turn", Ok(n)) => self.clock.turn = Some(millis(n)),
            ("timeout_match", Ok(n)) => self.clock.match_total = Some(millis(n)),
            ("time_left", Ok(n)) => self.clock.left_ms = Some(n),
            ("max_depth", Ok(n)) => self.clock.max_depth = (n > 0).then_some(n as u32),
            ("max_node", Ok(n)) => self.clock.max_nodes = (n > 0).then_some(n as u64),
            ("thread_num", Ok(n)) => self.options.threads = n.clamp(1, MAX_THREADS as i64) as u32,
            ("max_memory", Ok(n)) => {
                // Half the budget for the hash table leaves room for everything else.
                let megabytes = if n <= 0 {
                    DEFAULT_HASH_MB
                } else {
                    ((n as u64 >> 20) / 2).clamp(1, 1024) as usize
                };
                if megabytes != self.hash_mb {
                    self.hash_mb = megabytes;
                    self.tables.order(megabytes);
                }
            }
            ("rule", Ok(bits)) => match Rule::from_gomocup_bits(bits as u32 & !2) {
                Ok(rule) => {
                    if let Some(ai) = self.ai.as_mut().filter(|_| rule != self.options.rule) {
                        self.options.rule = rule;
                        ai.set_rule(rule);
                    }
                }
                Err(error) => return Effect::line(format!("ERROR INFO rule {bits}: {error}")),
            },
            ("level", _) => match value.parse::<Level>() {
                Ok(level) => return self.set_strength(level.strength()),
                Err(error) => return Effect::line(format!("ERROR INFO level: {error}")),
            },
            ("strength", _) => match value.parse::<Strength>() {
                Ok(strength) => return self.set_strength(strength),
                Err(error) => return Effect::line(format!("ERROR INFO strength: {error}")),
            },
            ("style", _) => match value.parse::<Style>() {
                Ok(style) => {
                    self.options.style = style;
                    if let Some(ai) = &mut self.ai {
                        ai.set_style(style);
                    }
                }
                Err(error) => return Effect::line(format!("ERROR INFO style: {error}")),
            },
            (
                "timeout_turn" | "timeout_match" | "time_left" | "max_depth" | "max_node"
                | "max_memory" | "rule" | "thread_num",
                Err(_),
            ) => {
                return Effect::line(format!(
                    "ERROR INFO {} needs a number, got `{}`",
                    Excerpt(key),
                    Excerpt(value)
                ));
            }
            // game_type, folder, evaluate and anything unknown: accepted, not needed.
            _ => {}
        }
        Effect::none()
    }

    /// `FORBID xxyy….`: black's forbidden points under renju (none otherwise).
    fn forbid_line(&self) -> String {
        let mut line = String::from("FORBID ");
        if self.options.rule == Rule::Renju {
            for point in self
                .board
                .empty_points()
                .filter(|&p| self.board.is_forbidden(p))
            {
                line.push_str(&format!("{:02}{:02}", point.x(), point.y()));
            }
        }
        line.push('.');
        line
    }
}

fn not_started() -> Effect {
    Effect::line("ERROR no game started (send START first)")
}

/// The line that interrupted a block, as the error names it (its start, if it is long).
fn describe(line: &str) -> String {
    Excerpt(line.trim()).to_string()
}

/// A `BOARD` / `YXBOARD` position: stones in move order, field 1 the brain's, 2 the opponent's,
/// 3 (continuous game) counted as the opponent's. The brain is to move afterwards.
fn own_and_opponent(size: BoardSize, stones: &[(Point, u8)]) -> Result<Board, String> {
    if stones.iter().any(|s| s.1 == 0) {
        return Err("BOARD stones need a field: x,y,1 (own), x,y,2 (opponent) or x,y,3".into());
    }
    let own = stones.iter().filter(|s| s.1 == 1).count();
    let theirs = stones.len() - own;
    let me = if own == theirs {
        Color::Black
    } else if theirs == own + 1 {
        Color::White
    } else {
        return Err(format!(
            "illegal stone count: {own} own and {theirs} opponent stones"
        ));
    };
    let mut board = Board::new(size);
    for &(point, field) in stones {
        let color = if field == 1 { me } else { me.opponent() };
        board
            .place(point, color)
            .map_err(|error| format!("stone {},{}: {error}", point.x(), point.y()))?;
    }
    board.set_side_to_move(me);
    Ok(board)
}

/// A swap2 position: stones alternate black, white, black… in the order given.
fn alternate_colors(size: BoardSize, stones: &[(Point, u8)]) -> Result<Board, String> {
    let mut board = Board::new(size);
    for &(point, _) in stones {
        board
            .play(point)
            .map_err(|error| format!("stone {},{}: {error}", point.x(), point.y()))?;
    }
    Ok(board)
}

#[cfg(test)]
mod tests;
